import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createApp,
  dialects,
  LEGACY_EXPORT_BUTTON,
  readConfig,
  seedLegacyMenus,
  startServer,
  type TestServer,
} from '../../test/harness.ts'

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
})

describe.each(dialects)('menus of a database seeded by id on %s', (dialect) => {
  it('finds the menus the older seed made instead of adding them again, keeping edits and deletions', async () => {
    const server = await startServer(dialect)
    try {
      const { db } = server.app.ctx
      await seedLegacyMenus(db)
      // an administrator renamed the user list and deleted its move button
      await db.updateTable('base_sys_menu').set({ name: 'Staff' }).where('id', '=', 14).execute()
      await db.deleteFrom('base_sys_menu').where('id', '=', 20).execute()
      await (await createApp(readConfig(server.env), { logger: false })).close()
      expect(
        await server.menuIds('base.sys.user', 'base.sys.menu.export', 'dict.list', 'dict.list.add'),
      ).toEqual([14, LEGACY_EXPORT_BUTTON, 44, 51])
      const after = (await db.selectFrom('base_sys_menu').selectAll().execute()) as Menu[]
      expect(after.find((m) => m.id === 14)?.name).toBe('Staff')
      expect(after.filter((m) => m.perms === 'base:sys:user:move')).toEqual([])
      expect(after.filter((m) => m.perms === 'base:sys:user:add').map((m) => m.id)).toEqual([21])
      const routers = after.flatMap((m) => (m.router ? [m.router] : []))
      expect(routers.length).toBe(new Set(routers).size)
      // what the older seed lacked is added below it
      expect(after.find((m) => m.perms === 'dict:info:order')?.parentId).toBe(44)
    } finally {
      await server.close()
    }
  })
})
