import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

describe.each(dialects)('route permissions on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let roleId: number
  let clerk: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    // the user query button grants base:sys:user:page, list, info
    ;({ roleId } = await admin.addStaff('clerk', 'clerk-pw', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    }))
    clerk = await server.client().signIn('clerk', 'clerk-pw')
  })
  afterAll(() => server.close())

  it('answers 200 with the permission and 403 without it', async () => {
    expect((await clerk.post('/admin/base/sys/user/page', {})).status).toBe(200)
    const denied = await clerk.post('/admin/base/sys/user/add', { username: 'nope' })
    expect(denied.status).toBe(403)
    expect(denied.code).toBe(1001)
    expect((await clerk.post('/admin/base/sys/role/page', {})).status).toBe(403)
    expect(
      (await admin.post<{ list: unknown[] }>('/admin/base/sys/user/page', { keyWord: 'nope' })).data.list,
    ).toEqual([])
  })

  it('lets any signed-in user call comm routes and dictionary data', async () => {
    expect((await clerk.get('/admin/base/comm/person')).status).toBe(200)
    expect((await clerk.get('/admin/base/comm/permmenu')).status).toBe(200)
    expect((await clerk.post('/admin/dict/info/data', {})).status).toBe(200)
    expect((await clerk.post('/admin/dict/info/page', {})).status).toBe(403)
  })

  it('shows a role only its menus, with their ancestors, and its exact permissions', async () => {
    const r = await clerk.get<{ perms: string[]; menus: { id: number }[] }>('/admin/base/comm/permmenu')
    expect(r.data.perms).toEqual(['base:sys:user:info', 'base:sys:user:list', 'base:sys:user:page'])
    const held = await server.menuIds('base.system', 'base.sys.perm', 'base.sys.user', 'base.sys.user.query')
    expect(r.data.menus.map((m) => m.id).sort((a, b) => a - b)).toEqual(held.sort((a, b) => a - b))
  })

  it('lists the routes of all menus, so that the console can answer 403 for a page it knows', async () => {
    const r = await clerk.get<{ routes: string[] }>('/admin/base/comm/permmenu')
    expect(r.data.routes).toEqual(expect.arrayContaining(['/sys/user', '/sys/role', '/sys/menu']))
    expect(r.data.routes).not.toContain(null)
  })

  it('checks permissions by exact membership, not by substring', async () => {
    await admin.post('/admin/base/sys/menu/add', {
      name: 'Partial',
      type: 2,
      parentId: (await server.menuIds('base.sys.user'))[0],
      perms: 'base:sys:user',
    })
    const partial = await admin.post<{ id: number }>('/admin/base/sys/menu/list', {})
    const menuId = (partial.data as unknown as { id: number; name: string }[]).find(
      (m) => m.name === 'Partial',
    )!.id
    await admin.post('/admin/base/sys/role/update', {
      id: roleId,
      menuIdList: [...(await server.menuIds('base.sys.user')), menuId],
    })
    expect((await clerk.post('/admin/base/sys/user/page', {})).status).toBe(403)
    await admin.post('/admin/base/sys/role/update', {
      id: roleId,
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
  })

  it('applies a role edit to its holders at once, without a new sign-in', async () => {
    await admin.post('/admin/base/sys/role/update', {
      id: roleId,
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.add', 'base.sys.user.query'),
    })
    expect(
      (await clerk.post('/admin/base/sys/user/add', { username: 'now-allowed', departmentId: 1 })).code,
    ).toBe(1000)
    await admin.post('/admin/base/sys/role/update', {
      id: roleId,
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    expect((await clerk.post('/admin/base/sys/user/add', { username: 'denied-again' })).status).toBe(403)
  })

  it('applies a menu edit to the roles that hold it at once', async () => {
    const [query] = await server.menuIds('base.sys.user.query')
    await admin.post('/admin/base/sys/menu/update', { id: query, perms: 'base:sys:user:list' })
    expect((await clerk.post('/admin/base/sys/user/page', {})).status).toBe(403)
    await admin.post('/admin/base/sys/menu/update', {
      id: query,
      perms: 'base:sys:user:page,base:sys:user:list,base:sys:user:info',
    })
    expect((await clerk.post('/admin/base/sys/user/page', {})).status).toBe(200)
  })

  it("gives the super-admin every route's permission, granted by a menu or not", async () => {
    const r = await admin.get<{ perms: string[] }>('/admin/base/comm/permmenu')
    expect(r.data.perms).toEqual(
      expect.arrayContaining(['base:sys:menu:export', 'base:sys:param:html', 'recycle:data:restore']),
    )
  })

  it('lets the super-admin call any route', async () => {
    expect((await admin.get('/admin/base/sys/param/html', { key: 'rich' })).status).toBe(200)
  })
})
