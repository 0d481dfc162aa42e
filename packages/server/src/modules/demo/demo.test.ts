import { SEEDED_CRUD_ACTIONS } from '@backroom/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  dialects,
  dropEnv,
  freshEnv,
  startServer,
  type TestServer,
} from '../../test/harness.ts'

describe.each(dialects)('the CRUD example on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('keeps people with an occupation value and filters by it', async () => {
    const name = `demo-${Math.random().toString(36).slice(2, 8)}`
    const added = await root.post<{ id: number }>('/admin/demo/member/add', { name, occupation: 5 })
    expect(added.code, added.message).toBe(1000)
    const page = await root.post<{ list: { name: string; occupation: number }[] }>(
      '/admin/demo/member/page',
      {
        keyWord: name,
        occupation: 5,
      },
    )
    expect(page.data.list).toEqual([expect.objectContaining({ name, occupation: 5 })])
    const none = await root.post<{ list: unknown[] }>('/admin/demo/member/page', {
      keyWord: name,
      occupation: 4,
    })
    expect(none.data.list).toEqual([])
  })

  it('refuses an occupation that the dictionary does not have, and takes an entry without value by its id', async () => {
    expect((await root.post('/admin/demo/member/add', { name: 'x', occupation: 'mage' })).code).toBe(1001)
    const missing = await root.post('/admin/demo/member/add', { name: 'x', occupation: 99 })
    expect([missing.code, missing.message]).toEqual([1001, '职业字典中没有值 99'])
    // 26 is 刺客's id, but 刺客 has the value 1: its id is no occupation
    expect((await root.post('/admin/demo/member/add', { name: 'x', occupation: 26 })).code).toBe(1001)
    const child = await root.post<{ id: number }>('/admin/dict/info/add', {
      typeId: 20,
      name: '影',
      parentId: 26,
    })
    const added = await root.post('/admin/demo/member/add', { name: 'x', occupation: child.data.id })
    expect(added.code, added.message).toBe(1000)
    const { id } = (await root.post<{ id: number }>('/admin/demo/member/add', { name: 'y' })).data
    expect((await root.post('/admin/demo/member/update', { id, occupation: 99 })).code).toBe(1001)
  })

  it('keeps a salary exactly, with its two decimals, and refuses a third', async () => {
    const name = `pay-${Math.random().toString(36).slice(2, 8)}`
    const { id } = (
      await root.post<{ id: number }>('/admin/demo/member/add', { name, salary: '12345678.05' })
    ).data
    const info = await root.get<{ salary: string }>(`/admin/demo/member/info?id=${id}`)
    expect(info.data.salary).toBe('12345678.05')
    expect((await root.post('/admin/demo/member/update', { id, salary: 19.9 })).code).toBe(1000)
    expect((await root.get<{ salary: string }>(`/admin/demo/member/info?id=${id}`)).data.salary).toBe('19.90')
    expect((await root.post('/admin/demo/member/update', { id, salary: '1.234' })).code).toBe(1001)
  })

  it('gives each example page its permissions in a button', async () => {
    const menus = await root.post<
      { id: number; parentId: number | null; router: string | null; perms: string | null }[]
    >('/admin/base/sys/menu/list', {})
    const parentOf = (perm: string) => menus.data.find((m) => m.perms?.split(',').includes(perm))?.parentId
    const pageAt = (router: string) => menus.data.find((m) => m.router === router)?.id
    expect(parentOf('demo:goods:add')).toBe(pageAt('/demo/crud'))
    expect(parentOf('demo:member:add')).toBe(pageAt('/demo/member'))
    expect(parentOf('demo:tenant:noUse')).toBe(pageAt('/demo/tenant'))
  })

  it('keeps goods with their adding administrator, a goods type and exact prices, and filters them', async () => {
    const title = `goods-${Math.random().toString(36).slice(2, 8)}`
    const body = { title, price: '999.99', type: 11, description: '<p>kept<script>x</script></p>', stock: 3 }
    const added = await root.post<{ id: number }>('/admin/demo/goods/add', {
      ...body,
      exampleImages: ['/upload/a.png'],
      userId: 42,
    })
    expect(added.code, added.message).toBe(1000)
    await root.post('/admin/demo/goods/add', { title: `${title}-off`, price: 1, status: 0 })
    const page = await root.post<{ list: Record<string, unknown>[] }>('/admin/demo/goods/page', {
      title: title.slice(2),
      status: 1,
    })
    expect(page.data.list).toEqual([
      expect.objectContaining({ title, price: '999.99', type: 11, userName: '管理员', userId: 1, status: 1 }),
    ])
    expect(page.data.list[0]).toMatchObject({ exampleImages: ['/upload/a.png'], description: '<p>kept</p>' })
    const byWord = await root.post<{ list: { id: number }[] }>('/admin/demo/goods/page', { keyWord: 'kept' })
    expect(byWord.data.list.map((g) => g.id)).toContain(added.data.id)
    const wrong = await root.post('/admin/demo/goods/add', { title, price: 1, type: 99 })
    expect([wrong.code, wrong.message]).toEqual([1001, '商品类型字典中没有值 99'])
    expect((await root.post('/admin/demo/goods/add', { title, price: '1000.00' })).code).toBe(1001)
  })

  it('says the tenant filter is off without TENANCY', async () => {
    const use = await root.post<{ tenancy: boolean; filtered: boolean }>('/admin/demo/tenant/use')
    expect(use.data).toMatchObject({ tenancy: false, filtered: false })
  })

  it.each([
    ['zh-cn', 'crud 示例'],
    ['zh-tw', 'CRUD 範例'],
    ['en', 'CRUD demo'],
  ])('names the CRUD example menu in %s', async (language, name) => {
    const caller = Object.assign(server.client(), { token: root.token, language })
    const { menus } = (
      await caller.get<{ menus: { router: string | null; name: string }[] }>('/admin/base/comm/permmenu')
    ).data
    expect(menus.find((m) => m.router === '/demo/crud')?.name).toBe(name)
  })
})

describe.each(dialects)('the tenant demo with TENANCY=on on %s', (dialect) => {
  let server: TestServer
  let env: Record<string, string>

  beforeAll(async () => {
    // a database from before: the home row in demo, the CRUD demo's button on the people
    env = freshEnv(dialect)
    const before = await startServer(dialect, {}, env)
    const [home, button] = await before.menuIds('base.home', 'demo.crud.perms')
    const { db } = before.app.ctx
    await db
      .updateTable('base_sys_menu')
      .set({ viewPath: 'modules/demo/views/home/index.vue' })
      .where('id', '=', home)
      .execute()
    const members = SEEDED_CRUD_ACTIONS.map((a) => `demo:member:${a}`).join(',')
    await db.updateTable('base_sys_menu').set({ perms: members }).where('id', '=', button).execute()
    await db
      .deleteFrom('core_migration')
      .where('name', 'in', ['base/0012_home_in_base', 'demo/0001_crud_demo_goods'])
      .execute()
    await before.close()
    server = await startServer(dialect, { TENANCY: 'on' }, env)
  })
  afterAll(async () => {
    await server?.close()
    await dropEnv(env)
  })

  it('moves the home row out of demo and the CRUD demo’s button to the goods on a database from before', async () => {
    const [home, button] = await server.menuIds('base.home', 'demo.crud.perms')
    const rows = await server.app.ctx.db
      .selectFrom('base_sys_menu')
      .select(['id', 'viewPath', 'perms'])
      .where('id', 'in', [home, button])
      .orderBy('id')
      .execute()
    expect(rows.find((r) => r.id === home)?.viewPath).toBe('modules/base/views/home/index.vue')
    expect(rows.find((r) => r.id === button)?.perms).toBe(
      SEEDED_CRUD_ACTIONS.map((a) => `demo:goods:${a}`).join(','),
    )
  })

  it('answers the same query with the filter, without it for the system, and on a table without tenants', async () => {
    const root = await server.client().signIn()
    const tenantAdmin = async (tenant: number) => {
      const username = `demo-tenant${tenant}`
      const r = await root.post<{ id: number }>('/admin/base/sys/user/add', {
        username,
        password: 'tenant-pass-1',
        departmentId: 1,
        roleIdList: [1],
      })
      await server.app.ctx.db
        .updateTable('base_sys_user')
        .set({ tenantId: tenant })
        .where('id', '=', r.data.id)
        .execute()
      return server.client().signIn(username, 'tenant-pass-1')
    }
    const one = await tenantAdmin(1)
    const two = await tenantAdmin(2)
    await one.post('/admin/demo/goods/add', { title: 'one', price: 1 })
    await two.post('/admin/demo/goods/add', { title: 'two', price: 2 })
    await one.post('/admin/demo/member/add', { name: 'person' })
    type Answer = { tenancy: boolean; tenantId: number | null; filtered: boolean; list: { title: string }[] }
    const ask = async (action: string) => (await one.post<Answer>(`/admin/demo/tenant/${action}`)).data
    const titles = (a: Answer) => a.list.map((r) => r.title)
    const use = await ask('use')
    expect([use.tenancy, use.tenantId, use.filtered, titles(use)]).toEqual([true, 1, true, ['one']])
    const noUse = await ask('noUse')
    expect([noUse.filtered, titles(noUse)]).toEqual([false, ['two', 'one']])
    const noTenant = await ask('noTenant')
    expect([noTenant.filtered, titles(noTenant)]).toEqual([false, ['person']])
  })
})
