import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

/** Users add/delete/update/list/page/info, roles, and the department list. */
const USER_ADMIN_MENUS = [
  'base.system',
  'base.sys.perm',
  'base.sys.user',
  'base.sys.user.deptList',
  'base.sys.user.add',
  'base.sys.user.delete',
  'base.sys.user.update',
  'base.sys.user.query',
  'base.sys.role',
  'base.sys.role.add',
  'base.sys.role.delete',
  'base.sys.role.update',
  'base.sys.role.query',
]

describe.each(dialects)('no privilege escalation on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  let manager: ApiClient
  let managerId: number
  let managerRole: number
  let otherRole: number

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
    managerRole = (
      await root.post<{ id: number }>('/admin/base/sys/role/add', {
        name: 'Manager',
        label: 'manager',
        menuIdList: await server.menuIds(...USER_ADMIN_MENUS),
        departmentIdList: [1, 11, 12, 13],
      })
    ).data.id
    otherRole = (
      await root.post<{ id: number }>('/admin/base/sys/role/add', {
        name: 'Other',
        label: 'other',
        menuIdList: await server.menuIds('base.sys.user', 'base.sys.menu.add'),
      })
    ).data.id
    managerId = (
      await root.post<{ id: number }>('/admin/base/sys/user/add', {
        username: 'manager',
        password: 'manager-pw',
        departmentId: 1,
        roleIdList: [managerRole],
      })
    ).data.id
    manager = await server.client().signIn('manager', 'manager-pw')
  })
  afterAll(() => server.close())

  const addUser = (c: ApiClient, body: Record<string, unknown>) =>
    c.post<{ id: number }>('/admin/base/sys/user/add', { departmentId: 1, ...body })

  it('lets only the super-admin assign the super-admin role', async () => {
    const r = await addUser(manager, { username: 'wannabe', roleIdList: [1] })
    expect(r.message).toBe('只有超级管理员可以操作超管角色或其用户')
    expect((await addUser(root, { username: 'second-root', roleIdList: [1] })).code).toBe(1000)
  })

  it('lets others assign only roles whose menus and data scope they hold', async () => {
    expect((await addUser(manager, { username: 'm1', roleIdList: [otherRole] })).message).toBe(
      '只能分配菜单和数据权限都在自己权限之内的角色',
    )
    expect((await addUser(manager, { username: 'm2', roleIdList: [managerRole] })).code).toBe(1000)
    const own = await manager.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'Mine',
      label: 'mine',
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    expect(own.code).toBe(1000)
    expect((await addUser(manager, { username: 'm3', roleIdList: [own.data.id] })).code).toBe(1000)
  })

  it('lets others grant a role only menus and departments they hold', async () => {
    const menus = await manager.post('/admin/base/sys/role/add', {
      name: 'Big',
      label: 'big',
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.menu.add'),
    })
    expect(menus.message).toBe('只能授予自己拥有的菜单和部门权限')
    const depts = await root.post<{ id: number }>('/admin/base/sys/department/add', { name: 'Elsewhere' })
    const d = await manager.post('/admin/base/sys/role/add', {
      name: 'Far',
      label: 'far',
      departmentIdList: [depts.data.id],
    })
    expect(d.message).toBe('只能授予自己拥有的菜单和部门权限')
  })

  it('keeps everyone but the super-admin away from the super-admin role and its users', async () => {
    expect((await manager.post('/admin/base/sys/role/update', { id: 1, name: 'mine now' })).code).toBe(1001)
    expect((await manager.post('/admin/base/sys/user/update', { id: 1, password: 'hijacked' })).message).toBe(
      '只有超级管理员可以操作超管角色或其用户',
    )
    expect((await manager.post('/admin/base/sys/user/delete', { ids: [1] })).code).toBe(1001)
    expect((await server.client().login('admin', 'hijacked')).code).toBe(1001)
  })

  it('never deletes the super-admin role', async () => {
    expect((await root.post('/admin/base/sys/role/delete', { ids: [1] })).message).toBe('超管角色不能删除')
    expect((await root.get<{ label: string }>('/admin/base/sys/role/info', { id: 1 })).data.label).toBe(
      'admin',
    )
  })

  it("refuses to delete, disable or demote one's own account", async () => {
    for (const c of [manager, root]) {
      const id = c === root ? 1 : managerId
      expect((await c.post('/admin/base/sys/user/delete', { ids: [id] })).message).toBe(
        '不能删除、禁用或降级自己的账号',
      )
      expect((await c.post('/admin/base/sys/user/update', { id, status: 0 })).message).toBe(
        '不能删除、禁用或降级自己的账号',
      )
      expect((await c.post('/admin/base/sys/user/update', { id, roleIdList: [] })).message).toBe(
        '不能删除、禁用或降级自己的账号',
      )
    }
    expect((await root.post('/admin/base/sys/user/update', { id: 1, nickName: 'still me' })).code).toBe(1000)
  })

  it('keeps at least one enabled super-admin', async () => {
    const other = await root.post<{ list: { id: number; username: string }[] }>('/admin/base/sys/user/page', {
      keyWord: 'second-root',
    })
    const secondId = other.data.list[0].id
    expect((await root.post('/admin/base/sys/user/update', { id: secondId, status: 0 })).code).toBe(1000)
    // the remaining enabled super-admin is the caller: refused as the last one and as oneself
    expect((await root.post('/admin/base/sys/user/delete', { ids: [1, secondId] })).code).toBe(1001)
    expect((await root.get<{ username: string }>('/admin/base/sys/user/info', { id: 1 })).data.username).toBe(
      'admin',
    )
  })

  it('does not let a role holder delete a role they hold', async () => {
    expect((await manager.post('/admin/base/sys/role/delete', { ids: [managerRole] })).message).toBe(
      '不能删除、禁用或降级自己的账号',
    )
  })
})

describe.each(dialects)('menu permissions on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  let editor: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
    // the menu list with its query and edit buttons; the role holds no role permissions
    await root.addStaff('editor', 'editor-pw', {
      menuIdList: await server.menuIds('base.sys.menu', 'base.sys.menu.query', 'base.sys.menu.update'),
    })
    editor = await server.client().signIn('editor', 'editor-pw')
  })
  afterAll(() => server.close())

  it('lists the menus a role grants with the directories above them', async () => {
    const r = await editor.post<{ id: number }[]>('/admin/base/sys/menu/list', {})
    const granted = await server.menuIds(
      'base.system',
      'base.sys.perm',
      'base.sys.menu',
      'base.sys.menu.query',
      'base.sys.menu.update',
    )
    expect(r.data.map((m) => m.id).sort((a, b) => a - b)).toEqual(granted.sort((a, b) => a - b))
  })

  it('refuses a menu edit that would grant permissions the editor does not hold', async () => {
    const [edit] = await server.menuIds('base.sys.menu.update')
    const r = await editor.post('/admin/base/sys/menu/update', {
      id: edit,
      perms: 'base:sys:menu:info,base:sys:role:add',
    })
    expect(r.message).toBe('只能授予自己拥有的菜单和部门权限')
    expect((await editor.post('/admin/base/sys/role/add', { name: 'x', label: 'x' })).status).toBe(403)
    expect(
      (
        await editor.post('/admin/base/sys/menu/update', {
          id: edit,
          perms: 'base:sys:menu:info,base:sys:menu:update',
        })
      ).code,
    ).toBe(1000)
  })
})
