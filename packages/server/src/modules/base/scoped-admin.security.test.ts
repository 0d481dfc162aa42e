import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

/** Users, departments list and delete, roles add, update, page. */
const STAFF_MENUS = [
  'base.sys.user',
  'base.sys.user.deptList',
  'base.sys.user.deptDelete',
  'base.sys.user.move',
  'base.sys.user.add',
  'base.sys.user.delete',
  'base.sys.user.update',
  'base.sys.user.query',
  'base.sys.role',
  'base.sys.role.add',
  'base.sys.role.update',
  'base.sys.role.query',
  'base.sys.role.delete',
  'base.sys.user.deptUpdate',
  'base.sys.user.deptOrder',
]

describe.each(dialects)('a scoped administrator never gains more than they hold, on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  let n = 0

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const department = async (name: string, parentId = 1) => {
    const r = await root.post<{ id: number }>('/admin/base/sys/department/add', { name, parentId })
    expect(r.code, r.message).toBe(1000)
    return r.data.id
  }
  /** A staff member holding these grants, signed in. */
  const staff = async (grants: {
    menuIdList?: number[]
    departmentIdList: number[]
    departmentId: number
  }) => {
    const username = `staff${++n}`
    const ids = await root.addStaff(username, 'staff-pw', {
      menuIdList: await server.menuIds(...STAFF_MENUS),
      ...grants,
    })
    return { ...ids, client: await server.client().signIn(username, 'staff-pw') }
  }
  const user = async (id: number) =>
    (await root.get<Record<string, unknown>>('/admin/base/sys/user/info', { id })).data

  it('cannot take back lost permissions by assigning themselves a role they created earlier', async () => {
    const east = await department('East')
    const lead = await staff({ departmentIdList: [east], departmentId: east })
    const spare = await lead.client.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'Spare',
      label: 'spare',
      menuIdList: await server.menuIds(...STAFF_MENUS),
      departmentIdList: [east],
    })
    expect(spare.code, spare.message).toBe(1000)
    const reduced = await server.menuIds(...STAFF_MENUS.filter((m) => m !== 'base.sys.user.delete'))
    expect(
      (await root.post('/admin/base/sys/role/update', { id: lead.roleId, menuIdList: reduced })).code,
    ).toBe(1000)
    const back = await lead.client.post('/admin/base/sys/user/update', {
      id: lead.userId,
      roleIdList: [lead.roleId, spare.data.id],
    })
    expect(back.message).toBe('只能分配菜单和数据权限都在自己权限之内的角色')
    expect((await user(lead.userId)).roleIdList).toEqual([lead.roleId])
    expect((await lead.client.post('/admin/base/sys/user/delete', { ids: [lead.userId] })).status).toBe(403)
  })

  it('cannot assign a role whose data scope reaches beyond their own', async () => {
    const east = await department('East 2')
    const west = await department('West 2')
    const lead = await staff({ departmentIdList: [east], departmentId: east })
    const wide = await root.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'Wide',
      label: 'wide',
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [east, west],
    })
    const r = await lead.client.post('/admin/base/sys/user/add', {
      username: 'wide-user',
      departmentId: east,
      roleIdList: [wide.data.id],
    })
    expect(r.message).toBe('只能分配菜单和数据权限都在自己权限之内的角色')
  })

  it('cannot turn on relevance for departments whose subordinates lie outside their scope', async () => {
    const east = await department('East 3')
    await department('East 3 sub', east)
    const lead = await staff({ departmentIdList: [east], departmentId: east })
    const deep = await lead.client.post('/admin/base/sys/role/add', {
      name: 'Deep',
      label: 'deep',
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [east],
      relevance: true,
    })
    expect(deep.message).toBe('只能授予自己拥有的菜单和部门权限')
    const flat = await lead.client.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'Flat',
      label: 'flat',
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [east],
    })
    expect(flat.code, flat.message).toBe(1000)
    const turned = await lead.client.post('/admin/base/sys/role/update', {
      id: flat.data.id,
      relevance: true,
    })
    expect(turned.message).toBe('只能授予自己拥有的菜单和部门权限')
    const info = await root.get<{ relevance: boolean }>('/admin/base/sys/role/info', { id: flat.data.id })
    expect(info.data.relevance).toBe(false)
  })

  it('cannot update, reset, re-role, disable, move or delete a stronger user in their own department', async () => {
    const east = await department('East 4')
    const lead = await staff({ departmentIdList: [east], departmentId: east })
    const boss = await root.addStaff('boss4', 'boss-pw-1', {
      menuIdList: await server.menuIds(...STAFF_MENUS, 'base.sys.menu.add'),
      departmentIdList: [east],
      departmentId: east,
    })
    const before = await user(boss.userId)
    const attempts = [
      lead.client.post('/admin/base/sys/user/update', { id: boss.userId, nickName: 'pwned' }),
      lead.client.post('/admin/base/sys/user/update', { id: boss.userId, password: 'taken-over' }),
      lead.client.post('/admin/base/sys/user/update', { id: boss.userId, roleIdList: [lead.roleId] }),
      lead.client.post('/admin/base/sys/user/update', { id: boss.userId, status: 0 }),
      lead.client.post('/admin/base/sys/user/move', { departmentId: east, userIds: [boss.userId] }),
      lead.client.post('/admin/base/sys/user/delete', { ids: [boss.userId] }),
    ]
    for (const r of await Promise.all(attempts)) expect(r.message).toBe('不能操作权限超出自己的用户')
    expect(await user(boss.userId)).toEqual(before)
    expect((await server.client().login('boss4', 'taken-over')).code).toBe(1001)
    // a user holding no more than the caller is theirs to manage
    const clerk = await root.addStaff('clerk4', 'clerk-pw-1', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [east],
      departmentId: east,
    })
    expect(
      (await lead.client.post('/admin/base/sys/user/update', { id: clerk.userId, nickName: 'ok' })).code,
    ).toBe(1000)
  })

  it('accepts only 0 and 1 as a user status, and keeps every other value from disabling anyone', async () => {
    const east = await department('East 5')
    const target = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'status5',
      departmentId: east,
    })
    for (const status of [2, -1, 1.5, 'abc', '2', true, null, [0]]) {
      const r = await root.post('/admin/base/sys/user/update', { id: target.data.id, status })
      expect([r.status, r.code], JSON.stringify(status)).toEqual([200, 1001])
    }
    expect((await user(target.data.id)).status).toBe(1)
    const batch = await root.post('/admin/base/sys/user/add', [
      { username: 'status5-a', departmentId: east },
      { username: 'status5-b', departmentId: east, status: 2 },
    ])
    expect(batch.code).toBe(1001)
    const found = await root.post<{ list: unknown[] }>('/admin/base/sys/user/page', { keyWord: 'status5-' })
    expect(found.data.list).toEqual([])
    for (const status of [0, '0']) {
      expect((await root.post('/admin/base/sys/user/update', { id: 1, status })).message).toBe(
        '不能删除、禁用或降级自己的账号',
      )
    }
    expect((await server.client().login('admin', ADMIN_PASSWORD)).code).toBe(1000)
  })

  it('cannot delete a department whose users would move to a parent outside their scope', async () => {
    const north = await department('North')
    const northSub = await department('North sub', north)
    const inside = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'north-clerk',
      departmentId: north,
    })
    const lead = await staff({ departmentIdList: [north, northSub], departmentId: north })
    const r = await lead.client.post('/admin/base/sys/department/delete', { ids: [north] })
    expect(r.message).toBe('包含无权操作的数据')
    const left = await root.post<{ id: number }[]>('/admin/base/sys/department/list', {})
    expect(left.data.map((d) => d.id)).toEqual(expect.arrayContaining([north, northSub]))
    expect((await user(inside.data.id)).departmentId).toBe(north)
    // inside the scope the users move up as before
    const subClerk = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'north-sub-clerk',
      departmentId: northSub,
    })
    expect((await lead.client.post('/admin/base/sys/department/delete', { ids: [northSub] })).code).toBe(1000)
    expect((await user(subClerk.data.id)).departmentId).toBe(north)
  })

  it('cannot move its department to the top of the tree, out of sight of those who see it through the root', async () => {
    const a = await department('Root-cut A')
    const lead = await staff({ departmentIdList: [a], departmentId: a })
    const moves = [
      lead.client.post('/admin/base/sys/department/update', { id: a, name: 'Root-cut A', parentId: null }),
      lead.client.post('/admin/base/sys/department/order', [{ id: a, parentId: null, orderNum: 0 }]),
    ]
    for (const r of await Promise.all(moves))
      expect(r.message).toBe('只有数据权限包含所有顶级数据的管理员才能放到顶级')
    const info = await root.get<{ parentId: number | null }>('/admin/base/sys/department/info', { id: a })
    expect(info.data.parentId).toBe(1)
    // edits that leave the parent as it is pass, and the super-admin may move it to the top
    expect(
      (await lead.client.post('/admin/base/sys/department/update', { id: a, name: 'Renamed', parentId: 1 }))
        .code,
    ).toBe(1000)
    expect((await root.post('/admin/base/sys/department/update', { id: a, parentId: null })).code).toBe(1000)
    expect(
      (await lead.client.post('/admin/base/sys/department/update', { id: a, name: 'Top A', parentId: null }))
        .code,
    ).toBe(1000)
  })

  it('lets a caller whose scope covers every top-level department place one at the top', async () => {
    const roots = await root.post<{ id: number; parentId: number | null }[]>(
      '/admin/base/sys/department/list',
      {},
    )
    const tops = roots.data.filter((d) => d.parentId === null).map((d) => d.id)
    const b = await department('Root-cut B')
    const lead = await staff({ departmentIdList: [...tops, b], departmentId: b })
    const r = await lead.client.post('/admin/base/sys/department/order', [
      { id: b, parentId: null, orderNum: 0 },
    ])
    expect(r.code, r.message).toBe(1000)
  })

  it('cannot change or delete a role held by users outside its scope or stronger than itself', async () => {
    const east = await department('Holders east')
    const west = await department('Holders west')
    const lead = await staff({ departmentIdList: [east], departmentId: east })
    const r3 = await lead.client.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'R3',
      label: 'r3',
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [east],
    })
    expect(r3.code, r3.message).toBe(1000)
    const grant = (userId: number, roleIdList: number[]) =>
      root.post('/admin/base/sys/user/update', { id: userId, roleIdList })
    const outsider = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'west-holder',
      departmentId: west,
    })
    expect((await grant(outsider.data.id, [r3.data.id])).code).toBe(1000)
    const edit = () => lead.client.post('/admin/base/sys/role/update', { id: r3.data.id, remark: 'changed' })
    const remove = () => lead.client.post('/admin/base/sys/role/delete', { ids: [r3.data.id] })
    for (const r of [await edit(), await remove()])
      expect(r.message).toBe('该角色有权限范围之外的用户在使用，不能修改或删除')
    expect((await grant(outsider.data.id, [])).code).toBe(1000)
    const boss = await root.addStaff('holders-boss', 'boss-pw-1', {
      menuIdList: await server.menuIds(...STAFF_MENUS, 'base.sys.menu.add'),
      departmentIdList: [east],
      departmentId: east,
    })
    expect((await grant(boss.userId, [boss.roleId, r3.data.id])).code).toBe(1000)
    for (const r of [await edit(), await remove()])
      expect(r.message).toBe('该角色有权限超出自己的用户在使用，不能修改或删除')
    const kept = await root.get<{ remark: string | null }>('/admin/base/sys/role/info', { id: r3.data.id })
    expect(kept.data.remark).toBeNull()
    // held by users within its reach alone, the role is the caller's to change and delete
    expect((await grant(boss.userId, [boss.roleId])).code).toBe(1000)
    const clerk = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'east-holder',
      departmentId: east,
    })
    expect((await grant(clerk.data.id, [r3.data.id])).code).toBe(1000)
    expect((await edit()).code).toBe(1000)
    expect((await remove()).code).toBe(1000)
  })

  it('answers an out-of-scope record as one that does not exist', async () => {
    const east = await department('Info east')
    const west = await department('Info west')
    const lead = await staff({ departmentIdList: [east], departmentId: east })
    const away = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'info-west',
      departmentId: west,
    })
    for (const id of [away.data.id, 999999]) {
      const r = await lead.client.get('/admin/base/sys/user/info', { id })
      expect([r.code, r.message, r.data]).toEqual([1001, '数据不存在或无权操作', undefined])
    }
  })
})
