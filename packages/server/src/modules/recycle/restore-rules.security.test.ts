import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

/** Roles and users with their departments, and the recycle bin's page and restore. */
const SCOPED_MENUS = [
  'base.sys.role',
  'base.sys.role.add',
  'base.sys.role.delete',
  'base.sys.role.update',
  'base.sys.role.query',
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
]

/**
 * A restore passes the rules of the write it undoes as they stand now, for every resource that
 * reaches the recycle bin: its scope, parent, unique and grant rules.
 */
describe.each(dialects)('a restore re-checks what the write it undoes would check now, on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  let n = 0

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const ok = async <T = { id: number }>(c: ApiClient, path: string, body: unknown) => {
    const r = await c.post<T>(path, body)
    expect(r.code, `${path}: ${r.message}`).toBe(1000)
    return r.data
  }
  const department = async (name: string, parentId = 1) =>
    (await ok(root, '/admin/base/sys/department/add', { name, parentId })).id
  /** A scoped administrator of these departments, signed in, with the role it holds. */
  const scoped = async (departmentIdList: number[]) => {
    const username = `scoped${++n}`
    const ids = await root.addStaff(username, 'scoped-pw', {
      menuIdList: await server.menuIds(...SCOPED_MENUS),
      departmentIdList,
      departmentId: departmentIdList[0],
    })
    return { ...ids, client: await server.client().signIn(username, 'scoped-pw') }
  }
  const lastRecord = async (c: ApiClient) =>
    (await c.post<{ list: { id: number }[] }>('/admin/recycle/data/page', { size: 1 })).data.list[0].id
  const restore = (c: ApiClient, ...ids: number[]) => c.post('/admin/recycle/data/restore', { ids })
  const exists = async (path: string, id: number) => (await root.get(`${path}/info`, { id })).code === 1000

  it('gives a role back only with grants the caller holds now', async () => {
    const a = await department('A')
    const lead = await scoped([a])
    const granted = await server.menuIds(
      'base.sys.role.add',
      'base.sys.role.delete',
      'base.sys.role.update',
      'base.sys.user',
    )
    const role = await ok(lead.client, '/admin/base/sys/role/add', {
      name: `R${n}`,
      label: `r${n}`,
      menuIdList: granted,
      departmentIdList: [a],
    })
    const holder = await ok(root, '/admin/base/sys/user/add', {
      username: `holder${n}`,
      password: 'holder-pw',
      departmentId: a,
      roleIdList: [role.id],
    })
    await ok(lead.client, '/admin/base/sys/role/delete', { ids: [role.id] })
    const record = await lastRecord(lead.client)
    const reduced = SCOPED_MENUS.filter((m) => m !== 'base.sys.role.delete' && m !== 'base.sys.user')
    await ok(root, '/admin/base/sys/role/update', {
      id: lead.roleId,
      menuIdList: await server.menuIds(...reduced),
    })
    const refused = await restore(lead.client, record)
    expect([refused.code, refused.message]).toEqual([1001, '只能授予自己拥有的菜单和部门权限'])
    expect(await exists('/admin/base/sys/role', role.id)).toBe(false)
    const user = await root.get<{ roleIdList: number[] }>('/admin/base/sys/user/info', { id: holder.id })
    expect(user.data.roleIdList).toEqual([])
    expect(await lastRecord(lead.client)).toBe(record)
    // given the menus again, the same restore puts the role and its holder's link back
    await ok(root, '/admin/base/sys/role/update', {
      id: lead.roleId,
      menuIdList: await server.menuIds(...SCOPED_MENUS),
    })
    expect((await restore(lead.client, record)).code).toBe(1000)
    const back = await root.get<{ menuIdList: number[] }>('/admin/base/sys/role/info', { id: role.id })
    expect(back.data.menuIdList).toEqual([...granted].sort((x, y) => x - y))
  })

  it('gives a user back only while the caller could act on them, roles and all', async () => {
    const a = await department('A2')
    const lead = await scoped([a])
    const role = await ok(lead.client, '/admin/base/sys/role/add', {
      name: `R${n}`,
      label: `r${n}`,
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.update'),
      departmentIdList: [a],
    })
    const user = await ok(lead.client, '/admin/base/sys/user/add', {
      username: `clerk${n}`,
      departmentId: a,
      roleIdList: [role.id],
    })
    await ok(lead.client, '/admin/base/sys/user/delete', { ids: [user.id] })
    const record = await lastRecord(lead.client)
    await ok(root, '/admin/base/sys/role/update', {
      id: lead.roleId,
      menuIdList: await server.menuIds(...SCOPED_MENUS.filter((m) => m !== 'base.sys.user.update')),
    })
    const refused = await restore(lead.client, record)
    expect([refused.code, refused.message]).toEqual([1001, '不能操作权限超出自己的用户'])
    expect(await exists('/admin/base/sys/user', user.id)).toBe(false)
  })

  it('gives a department back only below a parent that exists now', async () => {
    const parent = await department('A3')
    const child = await department('A3-1', parent)
    await ok(root, '/admin/base/sys/department/delete', { ids: [child] })
    const first = await lastRecord(root)
    await ok(root, '/admin/base/sys/department/delete', { ids: [parent] })
    const second = await lastRecord(root)
    const refused = await restore(root, first)
    expect([refused.code, refused.message]).toEqual([1001, '上级不存在'])
    expect(await exists('/admin/base/sys/department', child)).toBe(false)
    expect((await restore(root, first, second)).code).toBe(1000)
    expect(await exists('/admin/base/sys/department', child)).toBe(true)
  })

  it('gives a menu back only while no other menu has taken its route', async () => {
    const menu = await ok(root, '/admin/base/sys/menu/add', {
      name: 'Restored page',
      type: 1,
      parentId: (await server.menuIds('base.system'))[0],
      router: `/restored-${n}`,
      viewPath: 'modules/demo/views/crud',
      icon: 'icon-menu',
    })
    await ok(root, '/admin/base/sys/menu/delete', { ids: [menu.id] })
    const record = await lastRecord(root)
    await ok(root, '/admin/base/sys/menu/add', {
      name: 'Newcomer page',
      type: 1,
      parentId: (await server.menuIds('base.system'))[0],
      router: `/restored-${n}`,
      viewPath: 'modules/demo/views/crud',
      icon: 'icon-menu',
    })
    const refused = await restore(root, record)
    expect([refused.code, refused.message]).toEqual([1001, `路由 /restored-${n} 已被使用`])
    expect(await exists('/admin/base/sys/menu', menu.id)).toBe(false)
  })

  it('gives a parameter back only while its key is free', async () => {
    const param = await ok(root, '/admin/base/sys/param/add', { keyName: `k${++n}`, name: 'x', data: '1' })
    await ok(root, '/admin/base/sys/param/delete', { ids: [param.id] })
    const record = await lastRecord(root)
    await ok(root, '/admin/base/sys/param/add', { keyName: `k${n}`, name: 'y', data: '2' })
    const refused = await restore(root, record)
    expect([refused.code, refused.message]).toEqual([1001, '键 已存在'])
    expect(await exists('/admin/base/sys/param', param.id)).toBe(false)
  })

  it('gives a dictionary type back only while its key is free', async () => {
    const type = await ok(root, '/admin/dict/type/add', { name: 'T', key: `t${++n}` })
    await ok(root, '/admin/dict/type/delete', { ids: [type.id] })
    const record = await lastRecord(root)
    await ok(root, '/admin/dict/type/add', { name: 'T2', key: `t${n}` })
    expect((await restore(root, record)).code).toBe(1001)
    expect(await exists('/admin/dict/type', type.id)).toBe(false)
  })

  it('gives a dictionary entry back only below a parent that exists now', async () => {
    const type = await ok(root, '/admin/dict/type/add', { name: 'T', key: `t${++n}` })
    const parent = await ok(root, '/admin/dict/info/add', { typeId: type.id, name: 'parent' })
    const child = await ok(root, '/admin/dict/info/add', {
      typeId: type.id,
      name: 'child',
      parentId: parent.id,
    })
    await ok(root, '/admin/dict/info/delete', { ids: [child.id] })
    const record = await lastRecord(root)
    await ok(root, '/admin/dict/info/delete', { ids: [parent.id] })
    const refused = await restore(root, record)
    expect([refused.code, refused.message]).toEqual([1001, '上级不存在'])
    expect(await exists('/admin/dict/info', child.id)).toBe(false)
  })

  it('gives a folder back only below a folder that exists now', async () => {
    const parent = await ok(root, '/admin/space/type/add', { name: 'parent' })
    const child = await ok(root, '/admin/space/type/add', { name: 'child', parentId: parent.id })
    await ok(root, '/admin/space/type/delete', { ids: [child.id] })
    const record = await lastRecord(root)
    await ok(root, '/admin/space/type/delete', { ids: [parent.id] })
    expect((await restore(root, record)).message).toBe('上级不存在')
    expect(await exists('/admin/space/type', child.id)).toBe(false)
  })

  it('gives a file back only into a folder that exists now', async () => {
    const folder = await ok(root, '/admin/space/type/add', { name: 'holder' })
    const file = await ok(root, '/admin/space/info/add', {
      url: '/x.png',
      name: 'x.png',
      classifyId: folder.id,
    })
    await ok(root, '/admin/space/info/delete', { ids: [file.id] })
    const record = await lastRecord(root)
    await ok(root, '/admin/space/type/delete', { ids: [folder.id] })
    expect((await restore(root, record)).message).toBe('文件夹不存在')
    expect(await exists('/admin/space/info', file.id)).toBe(false)
  })

  it('gives a demo member back only with an occupation the dictionary still has', async () => {
    const occupation = await ok(root, '/admin/dict/info/add', { typeId: 20, name: 'bard', value: '77' })
    const member = await ok(root, '/admin/demo/member/add', { name: 'Member', occupation: 77 })
    await ok(root, '/admin/demo/member/delete', { ids: [member.id] })
    const record = await lastRecord(root)
    await ok(root, '/admin/dict/info/delete', { ids: [occupation.id] })
    expect((await restore(root, record)).message).toBe('职业字典中没有值 77')
    expect(await exists('/admin/demo/member', member.id)).toBe(false)
  })

  it('restores no rows of a table that no module says how to check', async () => {
    const now = new Date().toISOString()
    const [{ id }] = await server.app.ctx.db
      .insertInto('recycle_data')
      .values({
        entityInfo: JSON.stringify({ dataSourceName: 'default', entity: 'X', table: 'base_sys_conf' }),
        userId: 1,
        url: '/admin/x/delete',
        params: '{}',
        data: JSON.stringify([
          {
            table: 'base_sys_conf',
            action: 'deleted',
            rows: [{ id: 99999, cKey: 'planted', cValue: 'x', createTime: now, updateTime: now }],
          },
        ]),
        count: 1,
        createTime: now,
        updateTime: now,
      } as never)
      .returning('id')
      .execute()
    const refused = await restore(root, id as number)
    expect([refused.code, refused.message]).toEqual([1001, 'base_sys_conf 的数据无法检查，不能恢复'])
    const planted = await server.app.ctx.db
      .selectFrom('base_sys_conf')
      .select('id')
      .where('cKey', '=', 'planted')
      .executeTakeFirst()
    expect(planted).toBeUndefined()
  })

  it('restores all or nothing: records that do not exist are named and nothing is restored', async () => {
    const param = await ok(root, '/admin/base/sys/param/add', { keyName: `k${++n}`, name: 'x', data: '1' })
    await ok(root, '/admin/base/sys/param/delete', { ids: [param.id] })
    const record = await lastRecord(root)
    const alone = await restore(root, 999999)
    expect([alone.status, alone.code, alone.message]).toEqual([
      200,
      1001,
      '回收站中没有 ID 为 999999 的记录，未恢复任何数据',
    ])
    const mixed = await restore(root, record, 999998)
    expect([mixed.code, mixed.message]).toEqual([1001, '回收站中没有 ID 为 999998 的记录，未恢复任何数据'])
    expect(await exists('/admin/base/sys/param', param.id)).toBe(false)
    expect((await restore(root, record)).code).toBe(1000)
    expect(await exists('/admin/base/sys/param', param.id)).toBe(true)
  })
})
