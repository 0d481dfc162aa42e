import type { MenuImportStep, MenuTree } from '@backroom/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  dialects,
  dropEnv,
  freshEnv,
  seedLegacyMenus,
  startServer,
  type TestServer,
} from '../../test/harness.ts'

const MENU = '/admin/base/sys/menu'
type Menu = {
  id: number
  name: string
  parentId: number | null
  router: string | null
  viewPath: string | null
}

describe.each(dialects)('menu rules on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  const page = { type: 1, name: 'Goods', viewPath: 'modules/store/views/goods.vue', icon: 'icon-goods' }

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
    root.language = 'en'
  })
  afterAll(() => server.close())

  it('takes a route only as a path of the console', async () => {
    for (const router of [
      '//evil.example',
      '/a//b',
      '/a\\b',
      'store/goods',
      'https://evil.example',
      '/x:y',
      '/a b',
    ]) {
      const r = await root.post(`${MENU}/add`, { ...page, router })
      expect(r.code, router).toBe(1001)
      expect(r.message).toMatch(/^A route must be a path/)
    }
    expect((await root.post(`${MENU}/add`, { ...page, router: '/store/goods' })).code).toBe(1000)
  })

  it('takes a view path only as a component path or an http(s) address', async () => {
    for (const viewPath of [
      '/swagger',
      'javascript:alert(1)',
      '../../etc/passwd',
      'modules//x',
      'ftp://x.example',
    ]) {
      const r = await root.post(`${MENU}/add`, { ...page, router: '/store/a', viewPath })
      expect(r.code, viewPath).toBe(1001)
      expect(r.message).toMatch(/^A view path must be/)
    }
    for (const [router, viewPath] of [
      ['/store/b', 'https://docs.example/guide?x=1'],
      ['/store/c', 'cool/modules/store/views/c.vue'],
    ])
      expect((await root.post(`${MENU}/add`, { ...page, router, viewPath })).code).toBe(1000)
  })

  it('needs a name, and for a page a route and a view path, and for what is shown an icon', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...page, router: '/store/d', name: '  ' }, 'Enter a name'],
      [{ ...page, router: undefined }, 'A page needs a route'],
      [{ ...page, router: '/store/e', viewPath: undefined }, 'A page needs a view path'],
      [{ ...page, router: '/store/f', icon: null }, 'A visible directory or page needs an icon'],
      [{ type: 0, name: 'Shop' }, 'A visible directory or page needs an icon'],
    ]
    for (const [body, message] of refusals) {
      const r = await root.post(`${MENU}/add`, body)
      expect(r.code).toBe(1001)
      expect(r.message).toBe(message)
    }
    // a directory needs no route, a hidden one no icon, a button neither
    expect((await root.post(`${MENU}/add`, { type: 0, name: 'Store', icon: 'icon-cart' })).code).toBe(1000)
    expect((await root.post(`${MENU}/add`, { type: 0, name: 'Hidden', isShow: false })).code).toBe(1000)
    const [menuList] = await server.menuIds('base.sys.menu')
    expect(
      (await root.post(`${MENU}/add`, { type: 2, name: 'Btn', parentId: menuList, perms: 'a:b:c' })).code,
    ).toBe(1000)
  })

  it('applies the rules to the values an edit leads to', async () => {
    const [users] = await server.menuIds('base.sys.user')
    const r = await root.post(`${MENU}/update`, { id: users, icon: null })
    expect(r.message).toBe('A visible directory or page needs an icon')
    expect((await root.post(`${MENU}/update`, { id: users, router: '//sys/user' })).code).toBe(1001)
  })

  it('keeps every seeded menu editable as it is, with the reference’s view paths', async () => {
    const seeded = new Set(
      (await server.app.ctx.db.selectFrom('base_sys_menu_key').select('menuId').execute()).map(
        (r) => r.menuId,
      ),
    )
    const menus = (await root.post<Menu[]>(`${MENU}/list`, {})).data
    for (const m of menus.filter((m) => seeded.has(m.id))) {
      const info = await root.get<Record<string, unknown>>(`${MENU}/info`, { id: m.id })
      const { createTime, updateTime, parentName, ...row } = info.data
      const r = await root.post(`${MENU}/update`, row)
      expect(r.code, `${m.id} ${m.name}: ${r.message}`).toBe(1000)
    }
    const byId = new Map(menus.map((m) => [m.id, m]))
    const [users, roles, apiDoc] = await server.menuIds('base.sys.user', 'base.sys.role', 'base.apiDoc')
    expect(byId.get(users)?.viewPath).toBe('modules/base/views/user/index.vue')
    expect(byId.get(roles)?.viewPath).toBe('cool/modules/base/views/role.vue')
    expect(byId.get(apiDoc)?.viewPath).toBe('modules/helper/views/api-doc.vue')
  })
})

describe.each(dialects)('menu export and import on %s', (dialect) => {
  let source: TestServer
  let target: TestServer
  let from: ApiClient
  let into: ApiClient
  let file: MenuTree[]
  let shelf: number
  let users: number

  const list = async (client: ApiClient) => (await client.post<Menu[]>(`${MENU}/list`, {})).data
  const plan = (body: Record<string, unknown>) => into.post<MenuImportStep[]>(`${MENU}/import`, body)

  beforeAll(async () => {
    ;[source, target] = await Promise.all([startServer(dialect), startServer(dialect)])
    from = await source.client().signIn()
    into = await target.client().signIn()
    into.language = 'en'
    const shop = await from.post<{ id: number }>(`${MENU}/add`, { type: 0, name: 'Store', icon: 'icon-cart' })
    const goods = await from.post<{ id: number }>(`${MENU}/add`, {
      type: 1,
      name: 'Goods',
      parentId: shop.data.id,
      router: '/store/goods',
      viewPath: 'modules/store/views/goods.vue',
      icon: 'icon-goods',
    })
    const edit = await from.post<{ id: number }>(`${MENU}/add`, {
      type: 2,
      name: 'Edit goods',
      parentId: goods.data.id,
      perms: 'shop:goods:update',
    })
    // the seeded user list (route /sys/user) travels along: it exists in the other database
    ;[users] = await target.menuIds('base.sys.user')
    const [sourceUsers] = await source.menuIds('base.sys.user')
    await from.post(`${MENU}/update`, { id: sourceUsers, parentId: shop.data.id })
    file = (
      await from.post<MenuTree[]>(`${MENU}/export`, {
        ids: [shop.data.id, goods.data.id, edit.data.id, sourceUsers],
      })
    ).data
    shelf = (await into.post<{ id: number }>(`${MENU}/add`, { type: 0, name: 'Shelf', icon: 'icon-folder' }))
      .data.id
  })
  afterAll(() => Promise.all([source.close(), target.close()]))

  it('plans the import below a chosen parent without writing anything', async () => {
    const before = await list(into)
    const r = await plan({ menus: file, parentId: shelf, dryRun: true })
    expect(r.code).toBe(1000)
    expect(r.data.map(({ name, depth, action }) => [name, depth, action])).toEqual([
      ['Store', 0, 'create'],
      ['用户列表', 1, 'skip'],
      ['Goods', 1, 'create'],
      ['Edit goods', 2, 'create'],
    ])
    expect(await list(into)).toHaveLength(before.length)
    expect(
      (await plan({ menus: file, parentId: shelf, existing: 'replace', dryRun: true })).data[1].action,
    ).toBe('replace')
  })

  it('imports the hierarchy below the parent, skipping the route that exists, and again without duplicates', async () => {
    const before = await list(into)
    expect((await plan({ menus: file, parentId: shelf })).code).toBe(1000)
    const after = await list(into)
    const shop = after.find((m) => m.name === 'Store')!
    const goods = after.find((m) => m.router === '/store/goods')!
    expect(shop.parentId).toBe(shelf)
    expect(goods.parentId).toBe(shop.id)
    expect(after.find((m) => m.name === 'Edit goods')?.parentId).toBe(goods.id)
    expect(after.filter((m) => m.router === '/sys/user')).toEqual([before.find((m) => m.id === users)])
    // the buttons below the user list exist there already
    expect(after.length - before.length).toBe(3)

    const again = await plan({ menus: file, parentId: shelf, dryRun: true })
    expect(again.data.map((s) => s.action)).toEqual(Array(again.data.length).fill('skip'))
    await plan({ menus: file, parentId: shelf })
    expect(await list(into)).toHaveLength(after.length)
  })

  it('replaces what exists when asked, keeping its place', async () => {
    const renamed = structuredClone(file)
    renamed[0].childMenus!.find((m) => m.router === '/store/goods')!.name = 'Products'
    expect((await plan({ menus: renamed, parentId: shelf, existing: 'replace' })).code).toBe(1000)
    const goods = (await list(into)).find((m) => m.router === '/store/goods')!
    expect(goods.name).toBe('Products')
    expect((await list(into)).filter((m) => m.name === 'Store')).toHaveLength(1)
  })

  it('shows a menu that breaks the rules in the plan and refuses the import', async () => {
    const bad = [
      {
        type: 0,
        name: 'Bad',
        icon: 'icon-set',
        childMenus: [{ type: 1, name: 'Off', router: '//evil.example', viewPath: 'x.vue', icon: 'icon-set' }],
      },
    ]
    const dry = await plan({ menus: bad, dryRun: true })
    expect(dry.data[1]).toMatchObject({ action: 'invalid', rule: 'routeInvalid' })
    const before = await list(into)
    const r = await plan({ menus: bad })
    expect(r.code).toBe(1001)
    expect(r.message).toMatch(/^A route must be a path/)
    expect(await list(into)).toHaveLength(before.length)
    expect((await plan({ menus: file, parentId: 999999, dryRun: true })).code).toBe(1001)
  })
})

describe.each(dialects)('reference view paths on an existing %s database', (dialect) => {
  it('are written by a migration, leaving changed view paths alone', async () => {
    const env = freshEnv(dialect)
    try {
      let server = await startServer(dialect, {}, env)
      const { db } = server.app.ctx
      await seedLegacyMenus(db)
      await db
        .updateTable('base_sys_menu')
        .set({ viewPath: 'modules/base/views/user/index' })
        .where('id', '=', 14)
        .execute()
      await db.updateTable('base_sys_menu').set({ viewPath: '/swagger' }).where('id', '=', 38).execute()
      await db
        .updateTable('base_sys_menu')
        .set({ viewPath: 'modules/mine/views/role' })
        .where('id', '=', 9)
        .execute()
      await db.deleteFrom('core_migration').where('name', '=', 'base/0007_reference_view_paths').execute()
      await server.close()
      server = await startServer(dialect, {}, env)
      const rows = await server.app.ctx.db
        .selectFrom('base_sys_menu')
        .select(['id', 'viewPath'])
        .where('id', 'in', [9, 14, 38])
        .orderBy('id')
        .execute()
      await server.close()
      expect(rows).toEqual([
        { id: 9, viewPath: 'modules/mine/views/role' },
        { id: 14, viewPath: 'modules/base/views/user/index.vue' },
        { id: 38, viewPath: 'modules/helper/views/api-doc.vue' },
      ])
    } finally {
      await dropEnv(env)
    }
  })
})
