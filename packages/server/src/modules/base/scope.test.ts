import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Page = { list: { id: number; username: string }[]; pagination: { total: number } }

describe.each(dialects)('data scope on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  let scoped: ApiClient
  let shopId: number
  let warehouseId: number
  let inside: number
  let outside: number
  let leadRole: number

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
    shopId = (
      await root.post<{ id: number }>('/admin/base/sys/department/add', { name: 'Shop', parentId: 1 })
    ).data.id
    warehouseId = (
      await root.post<{ id: number }>('/admin/base/sys/department/add', { name: 'Warehouse', parentId: 1 })
    ).data.id
    ;({ roleId: leadRole } = await root.addStaff('lead', 'lead-pw', {
      menuIdList: await server.menuIds(
        'base.sys.user',
        'base.sys.user.deptList',
        'base.sys.user.deptAdd',
        'base.sys.user.deptUpdate',
        'base.sys.user.deptDelete',
        'base.sys.user.deptOrder',
        'base.sys.user.move',
        'base.sys.user.add',
        'base.sys.user.delete',
        'base.sys.user.update',
        'base.sys.user.query',
      ),
      departmentIdList: [shopId],
      departmentId: shopId,
    }))
    inside = (
      await root.post<{ id: number }>('/admin/base/sys/user/add', {
        username: 'clerk-in',
        departmentId: shopId,
      })
    ).data.id
    outside = (
      await root.post<{ id: number }>('/admin/base/sys/user/add', {
        username: 'clerk-out',
        departmentId: warehouseId,
      })
    ).data.id
    scoped = await server.client().signIn('lead', 'lead-pw')
  })
  afterAll(() => server.close())

  it('leaves out-of-scope rows out of page and list', async () => {
    const page = await scoped.post<Page>('/admin/base/sys/user/page', { size: 100 })
    expect(page.data.list.map((u) => u.username).sort()).toEqual(['clerk-in', 'lead'])
    expect(page.data.pagination.total).toBe(2)
    const list = await scoped.post<{ username: string }[]>('/admin/base/sys/user/list', {})
    expect(list.data.map((u) => u.username).sort()).toEqual(['clerk-in', 'lead'])
    const asked = await scoped.post<Page>('/admin/base/sys/user/page', { departmentIds: [warehouseId] })
    expect(asked.data.list).toEqual([])
    const departments = await scoped.post<{ name: string }[]>('/admin/base/sys/department/list', {})
    expect(departments.data.map((d) => d.name)).toEqual(['Shop'])
  })

  it("answers the same page body with each caller's own rows, and with a scope's new reach", async () => {
    // the same body from callers of different reach: the page's compiled queries are kept per
    // request, and must never carry one caller's scope to another
    const body = { page: 1, size: 50, keyWord: '', departmentIds: [shopId, warehouseId] }
    const names = async (c: ApiClient) =>
      (await c.post<Page>('/admin/base/sys/user/page', body)).data.list.map((u) => u.username).sort()
    expect(await names(root)).toEqual(['clerk-in', 'clerk-out', 'lead'])
    expect(await names(scoped)).toEqual(['clerk-in', 'lead'])
    expect(await names(root)).toEqual(['clerk-in', 'clerk-out', 'lead'])
    const widened = await root.post('/admin/base/sys/role/update', {
      id: leadRole,
      departmentIdList: [shopId, warehouseId],
    })
    expect(widened.code).toBe(1000)
    try {
      expect(await names(scoped)).toEqual(['clerk-in', 'clerk-out', 'lead'])
    } finally {
      await root.post('/admin/base/sys/role/update', { id: leadRole, departmentIdList: [shopId] })
    }
    expect(await names(scoped)).toEqual(['clerk-in', 'lead'])
  })

  it('answers info of an out-of-scope row without data', async () => {
    expect((await scoped.get('/admin/base/sys/user/info', { id: inside })).data).toBeDefined()
    expect((await scoped.get('/admin/base/sys/user/info', { id: outside })).body).not.toHaveProperty('data')
  })

  it('refuses update, delete and move touching an out-of-scope row, changing nothing', async () => {
    expect((await scoped.post('/admin/base/sys/user/update', { id: outside, nickName: 'x' })).code).toBe(1001)
    expect((await scoped.post('/admin/base/sys/user/delete', { ids: [inside, outside] })).code).toBe(1001)
    expect(
      (await scoped.post('/admin/base/sys/user/move', { departmentId: shopId, userIds: [outside] })).code,
    ).toBe(1001)
    expect(
      (await scoped.post('/admin/base/sys/user/move', { departmentId: warehouseId, userIds: [inside] })).code,
    ).toBe(1001)
    const both = await root.post<Page>('/admin/base/sys/user/page', { keyWord: 'clerk-' })
    expect(both.data.pagination.total).toBe(2)
    const out = await root.get<{ nickName: string; departmentId: number }>('/admin/base/sys/user/info', {
      id: outside,
    })
    expect(out.data).toMatchObject({ nickName: 'clerk-out', departmentId: warehouseId })
  })

  it('refuses to create or move a row out of its own reach', async () => {
    expect(
      (await scoped.post('/admin/base/sys/user/add', { username: 'elsewhere', departmentId: warehouseId }))
        .code,
    ).toBe(1001)
    expect(
      (await scoped.post('/admin/base/sys/user/update', { id: inside, departmentId: warehouseId })).code,
    ).toBe(1001)
    expect((await root.post<Page>('/admin/base/sys/user/page', { keyWord: 'elsewhere' })).data.list).toEqual(
      [],
    )
  })

  it('refuses department order and delete outside the scope', async () => {
    expect(
      (await scoped.post('/admin/base/sys/department/order', [{ id: warehouseId, orderNum: 9 }])).code,
    ).toBe(1001)
    expect((await scoped.post('/admin/base/sys/department/delete', { ids: [warehouseId] })).code).toBe(1001)
    expect(
      (await scoped.post('/admin/base/sys/department/update', { id: warehouseId, name: 'Mine' })).code,
    ).toBe(1001)
    const list = await root.post<{ id: number; name: string }[]>('/admin/base/sys/department/list', {})
    expect(list.data.find((d) => d.id === warehouseId)?.name).toBe('Warehouse')
  })

  it('allows changes inside the scope', async () => {
    expect((await scoped.post('/admin/base/sys/user/update', { id: inside, nickName: 'ok' })).code).toBe(1000)
    expect((await scoped.post('/admin/base/sys/department/order', [{ id: shopId, orderNum: 5 }])).code).toBe(
      1000,
    )
  })
})
