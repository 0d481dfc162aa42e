import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

/** Users, department list and delete, and the recycle bin's page and restore. */
const cleanerMenus = (server: TestServer) =>
  server.menuIds(
    'base.sys.user',
    'base.sys.user.deptList',
    'base.sys.user.deptDelete',
    'base.sys.user.add',
    'base.sys.user.delete',
    'base.sys.user.update',
    'base.sys.user.query',
    'recycle.data',
    'recycle.data.page',
    'recycle.data.restore',
  )

describe.each(dialects)('recycle restore on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const department = async (name: string, parentId = 1) =>
    (await root.post<{ id: number }>('/admin/base/sys/department/add', { name, parentId })).data.id
  const addUser = async (username: string, departmentId: number) =>
    (await root.post<{ id: number }>('/admin/base/sys/user/add', { username, departmentId })).data.id
  const userInfo = async (id: number) =>
    (await root.get<Record<string, unknown>>('/admin/base/sys/user/info', { id })).data
  /** The caller's newest recycle record. */
  const lastRecord = async (c: ApiClient) =>
    (await c.post<{ list: { id: number }[] }>('/admin/recycle/data/page', { size: 1 })).data.list[0].id

  it("re-checks the caller's data scope as it is now over every row it would restore", async () => {
    const east = await department('East')
    const west = await department('West')
    const { roleId } = await root.addStaff('cleaner', 'cleaner-pw', {
      menuIdList: await cleanerMenus(server),
      departmentIdList: [east, west],
      departmentId: east,
    })
    const cleaner = await server.client().signIn('cleaner', 'cleaner-pw')
    const gone = await addUser('west-clerk', west)
    expect((await cleaner.post('/admin/base/sys/user/delete', { ids: [gone] })).code).toBe(1000)
    const record = await lastRecord(cleaner)
    await root.post('/admin/base/sys/role/update', { id: roleId, departmentIdList: [east] })
    const r = await cleaner.post('/admin/recycle/data/restore', { ids: [record] })
    expect(r.message).toBe('包含无权操作的数据')
    expect(await userInfo(gone)).toBeUndefined()
    expect(await lastRecord(cleaner)).toBe(record)
  })

  it('never overwrites a row that exists now: names its id and restores nothing of the batch', async () => {
    const east = await department('East 2')
    const kept = await addUser('kept-2', east)
    const taken = await addUser('taken-2', east)
    await root.post('/admin/base/sys/user/delete', { ids: [kept] })
    const first = await lastRecord(root)
    await root.post('/admin/base/sys/user/delete', { ids: [taken] })
    const second = await lastRecord(root)
    // the id comes back by another way (a seed, an import): the restore must not replace that row
    const now = new Date().toISOString()
    await server.app.ctx.db
      .insertInto('base_sys_user')
      .values({
        id: taken,
        username: 'newcomer-2',
        passwordV: 1,
        status: 1,
        createTime: now,
        updateTime: now,
      })
      .execute()
    const r = await root.post('/admin/recycle/data/restore', { ids: [first, second] })
    expect(r.code).toBe(1001)
    expect(r.message).toBe(`base_sys_user 中 ID 为 ${taken} 的数据已存在，未恢复任何数据`)
    expect((await userInfo(taken))?.username).toBe('newcomer-2')
    expect(await userInfo(kept)).toBeUndefined()
    expect((await root.post('/admin/recycle/data/restore', { ids: [first] })).code).toBe(1000)
    expect((await userInfo(kept))?.username).toBe('kept-2')
  })

  it("keeps a restored user's tokens from before the deletion dead", async () => {
    const { userId } = await root.addStaff('returning', 'returning-pw', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    const before = await server.client().signIn('returning', 'returning-pw')
    await root.post('/admin/base/sys/user/delete', { ids: [userId] })
    expect((await root.post('/admin/recycle/data/restore', { ids: [await lastRecord(root)] })).code).toBe(
      1000,
    )
    expect((await before.get('/admin/base/comm/person')).status).toBe(401)
    expect(
      (await before.get('/admin/base/open/refreshToken', { refreshToken: before.refreshToken })).status,
    ).toBe(401)
    expect((await server.client().login('returning', 'returning-pw')).code).toBe(1000)
  })

  it('puts back only what a department delete changed on the users it moved', async () => {
    const south = await department('South')
    const moved = await addUser('moved-3', south)
    await root.post('/admin/base/sys/department/delete', { ids: [south] })
    const record = await lastRecord(root)
    await root.post('/admin/base/sys/user/update', { id: moved, nickName: 'changed since' })
    expect((await root.post('/admin/recycle/data/restore', { ids: [record] })).code).toBe(1000)
    expect(await userInfo(moved)).toMatchObject({ departmentId: south, nickName: 'changed since' })
  })
})
