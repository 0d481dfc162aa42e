import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Chunk = { table: string; action: string; rows: Record<string, unknown>[] }
type Record_ = {
  id: number
  url: string
  count: number
  userId: number
  data: Chunk[]
  entityInfo: { entity: string; table: string }
}

describe.each(dialects)('deletes and the recycle bin on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  async function lastRecord() {
    const page = await admin.post<{ list: Record_[] }>('/admin/recycle/data/page', { size: 1 })
    return page.data.list[0]
  }
  const chunk = (r: Record_, table: string, action = 'deleted') =>
    r.data.find((c) => c.table === table && c.action === action)

  it('keeps a deleted user with their role links, without showing the password hash, and restores both', async () => {
    const role = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'R1',
      label: 'r1',
      menuIdList: await server.menuIds('base.sys.user'),
      departmentIdList: [1],
    })
    const user = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'gone',
      password: 'secret-1',
      roleIdList: [role.data.id],
      departmentId: 1,
    })
    expect((await admin.post('/admin/base/sys/user/delete', { ids: [user.data.id] })).code).toBe(1000)
    expect((await admin.get('/admin/base/sys/user/info', { id: user.data.id })).body).not.toHaveProperty(
      'data',
    )

    const record = await lastRecord()
    expect(record).toMatchObject({ url: '/admin/base/sys/user/delete', count: 1, userId: 1 })
    expect(record.entityInfo).toMatchObject({ entity: 'BaseSysUserEntity', table: 'base_sys_user' })
    const users = chunk(record, 'base_sys_user')!
    expect(users.rows[0]).toMatchObject({ id: user.data.id, username: 'gone' })
    expect(users.rows[0]).not.toHaveProperty('password')
    expect(chunk(record, 'base_sys_user_role')!.rows).toEqual([
      expect.objectContaining({ userId: user.data.id, roleId: role.data.id }),
    ])

    expect((await admin.post('/admin/recycle/data/restore', { ids: [record.id] })).code).toBe(1000)
    const back = await admin.get<{ username: string; roleIdList: number[] }>('/admin/base/sys/user/info', {
      id: user.data.id,
    })
    expect(back.data).toMatchObject({ username: 'gone', roleIdList: [role.data.id] })
    // the restored password hash still works
    expect((await server.client().login('gone', 'secret-1')).code).toBe(1000)
    expect((await admin.get('/admin/recycle/data/info', { id: record.id })).body).not.toHaveProperty('data')
  })

  it('keeps a deleted role with its menu, department and user links', async () => {
    const role = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'R2',
      label: 'r2',
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [11, 12],
    })
    await admin.post('/admin/base/sys/user/add', { username: 'holder', roleIdList: [role.data.id] })
    await admin.post('/admin/base/sys/role/delete', { ids: [role.data.id] })
    const record = await lastRecord()
    expect(chunk(record, 'base_sys_role')!.rows[0]).toMatchObject({
      id: role.data.id,
      label: 'r2',
      relevance: false,
    })
    expect(
      chunk(record, 'base_sys_role_menu')!
        .rows.map((r) => r.menuId)
        .sort(),
    ).toEqual((await server.menuIds('base.sys.user', 'base.sys.user.query')).sort())
    expect(
      chunk(record, 'base_sys_role_department')!
        .rows.map((r) => r.departmentId)
        .sort(),
    ).toEqual([11, 12])
    expect(chunk(record, 'base_sys_user_role')!.rows).toHaveLength(1)
    await admin.post('/admin/recycle/data/restore', { ids: [record.id] })
    const info = await admin.get<{ menuIdList: number[]; departmentIdList: number[] }>(
      '/admin/base/sys/role/info',
      { id: role.data.id },
    )
    expect(info.data).toMatchObject({
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [11, 12],
    })
  })

  it('keeps a deleted department branch and the users it moved, and puts them back', async () => {
    const top = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: 'Top',
      parentId: 1,
    })
    const sub = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: 'Sub',
      parentId: top.data.id,
    })
    const u = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'mover',
      departmentId: sub.data.id,
    })
    await admin.post('/admin/base/sys/department/delete', { ids: [top.data.id], deleteUser: false })
    const moved = await admin.get<{ departmentId: number }>('/admin/base/sys/user/info', { id: u.data.id })
    expect(moved.data.departmentId).toBe(1)
    const record = await lastRecord()
    expect(
      chunk(record, 'base_sys_department')!
        .rows.map((r) => r.name)
        .sort(),
    ).toEqual(['Sub', 'Top'])
    expect(chunk(record, 'base_sys_user', 'changed')!.rows[0]).toMatchObject({
      id: u.data.id,
      departmentId: sub.data.id,
    })
    await admin.post('/admin/recycle/data/restore', { ids: [record.id] })
    const restored = await admin.get<{ departmentId: number }>('/admin/base/sys/user/info', { id: u.data.id })
    expect(restored.data.departmentId).toBe(sub.data.id)
  })

  it('deletes the users of a department when asked to', async () => {
    const d = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: 'Doomed',
      parentId: 1,
    })
    const u = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'doomed-user',
      departmentId: d.data.id,
    })
    await admin.post('/admin/base/sys/department/delete', { ids: [d.data.id], deleteUser: true })
    expect((await admin.get('/admin/base/sys/user/info', { id: u.data.id })).body).not.toHaveProperty('data')
    expect(chunk(await lastRecord(), 'base_sys_user')!.rows[0]).toMatchObject({ username: 'doomed-user' })
  })

  it('deletes a menu with its children and their role links in one record', async () => {
    const dir = await admin.post<{ id: number }>('/admin/base/sys/menu/add', {
      name: 'Dir',
      type: 0,
      router: '/tmpdir',
      icon: 'icon-folder',
      orderNum: 1,
    })
    const child = await admin.post<{ id: number }>('/admin/base/sys/menu/add', {
      name: 'Btn',
      type: 2,
      parentId: dir.data.id,
      perms: 'x:y:z',
    })
    await admin.post('/admin/base/sys/role/add', { name: 'R3', label: 'r3', menuIdList: [child.data.id] })
    await admin.post('/admin/base/sys/menu/delete', { ids: [dir.data.id] })
    expect((await admin.get('/admin/base/sys/menu/info', { id: child.data.id })).body).not.toHaveProperty(
      'data',
    )
    const record = await lastRecord()
    expect(
      record.data
        .filter((c) => c.table === 'base_sys_menu')
        .flatMap((c) => c.rows.map((r) => r.id))
        .sort(),
    ).toEqual([dir.data.id, child.data.id].sort())
    expect(chunk(record, 'base_sys_role_menu')!.rows).toHaveLength(1)
  })

  it('deletes a dictionary type with its entries', async () => {
    const t = await admin.post<{ id: number }>('/admin/dict/type/add', { name: 'Colour', key: 'colour' })
    await admin.post('/admin/dict/info/add', [
      { typeId: t.data.id, name: 'red' },
      { typeId: t.data.id, name: 'blue' },
    ])
    await admin.post('/admin/dict/type/delete', { ids: [t.data.id] })
    const record = await lastRecord()
    expect(chunk(record, 'dict_info')!.rows).toHaveLength(2)
    expect(
      (await admin.post<Record<string, unknown>>('/admin/dict/info/data', { types: ['colour'] })).data,
    ).toEqual({})
  })

  it('writes no record when nothing matched', async () => {
    const before = await lastRecord()
    await admin.post('/admin/dict/info/delete', { ids: [987654] })
    expect((await lastRecord()).id).toBe(before.id)
  })
})
