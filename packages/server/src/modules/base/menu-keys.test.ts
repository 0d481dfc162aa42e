import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import { dialects, startServer, type TestServer } from '../../test/harness.ts'

type Menu = { id: number; parentId: number | null; name: string; perms: string | null; router: string | null }

describe.each(dialects)('menus declared by their modules on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect)
  })
  afterAll(() => server?.close())

  const menus = async () =>
    (await server.app.ctx.db.selectFrom('base_sys_menu').selectAll().execute()) as Menu[]
  const restart = async () => (await createApp(readConfig(server.env), { logger: false })).close()

  it('adds each module’s menus under their parent by key, once', async () => {
    const all = await menus()
    const data = all.find((m) => m.name === '数据管理')!
    const dict = all.find((m) => m.router === '/dict/list')!
    const recycle = all.find((m) => m.router === '/recycle/data')!
    expect([dict.parentId, recycle.parentId]).toEqual([data.id, data.id])
    expect(all.filter((m) => m.parentId === dict.id).flatMap((m) => m.perms?.split(',') ?? [])).toEqual(
      expect.arrayContaining(['dict:info:add', 'dict:info:order', 'dict:type:page']),
    )
    await restart()
    expect((await menus()).length).toBe(all.length)
  })

  it('keeps a deleted menu deleted, and the menus declared below it', async () => {
    const admin = await server.client().signIn()
    const recycle = (await menus()).find((m) => m.router === '/recycle/data')!
    expect((await admin.post('/admin/base/sys/menu/delete', { ids: [recycle.id] })).code).toBe(1000)
    await restart()
    const after = await menus()
    expect(after.some((m) => m.router === '/recycle/data' || m.perms === 'recycle:data:restore')).toBe(false)
  })

  it('finds the menus an older database seeded for a module instead of adding them again', async () => {
    const { db } = server.app.ctx
    const dict = (await menus()).filter((m) => m.perms?.startsWith('dict:') || m.router === '/dict/list')
    // as before modules declared menus: the page and a button at the reference's ids, no keys
    await db
      .deleteFrom('base_sys_menu')
      .where('id', 'in', [44, 51, ...dict.map((m) => m.id)])
      .execute()
    await db.deleteFrom('base_sys_menu_key').execute()
    await db.deleteFrom('core_migration').where('name', '=', 'base/0009_menu_keys').execute()
    await db.schema.dropTable('base_sys_menu_key').execute()
    const now = new Date().toISOString()
    const legacy = { type: 1, orderNum: 3, isShow: true, keepAlive: true, createTime: now, updateTime: now }
    await db
      .insertInto('base_sys_menu')
      .values([
        {
          ...legacy,
          id: 44,
          parentId: 43,
          name: '字典管理',
          router: '/dict/list',
          viewPath: 'modules/dict/views/list.vue',
        },
        { ...legacy, id: 51, parentId: 44, type: 2, name: '新增', perms: 'dict:info:add' },
      ])
      .execute()
    await restart()
    const after = await menus()
    expect(after.filter((m) => m.router === '/dict/list').map((m) => m.id)).toEqual([44])
    expect(after.filter((m) => m.perms === 'dict:info:add').map((m) => m.id)).toEqual([51])
    // what the older seed lacked is added below it
    expect(after.find((m) => m.perms === 'dict:info:order')?.parentId).toBe(44)
  })
})
