import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from './app.ts'
import { ConfigError } from './core/config.ts'
import { defineModule, enabledModules } from './core/module.ts'
import { dialects, dropEnv, freshEnv, startServer, type TestServer } from './test/harness.ts'

const shelf = fileURLToPath(new URL('./test/fixtures/modules/shelf', import.meta.url))
const mod = (name: string, extra: Partial<Parameters<typeof defineModule>[0]> = {}) =>
  defineModule({ name, migrations: [], setup: () => undefined, ...extra })

describe('module discovery', () => {
  it('orders modules by order, then name, and leaves out disabled ones', () => {
    const list = [mod('b'), mod('a', { order: 5 }), mod('c', { enable: false }), mod('d')]
    expect(enabledModules(list, []).map((m) => m.name)).toEqual(['a', 'b', 'd'])
    expect(enabledModules(list, ['b']).map((m) => m.name)).toEqual(['a', 'd'])
  })

  it('stops with one line when a required module is disabled, missing or named twice', () => {
    const list = [mod('shop', { requires: ['base'] }), mod('base')]
    expect(() => enabledModules(list, ['base'])).toThrow(
      new ConfigError('Module shop requires base, which is disabled or missing'),
    )
    expect(() => enabledModules(list, ['nope'])).toThrow(/MODULES_DISABLED: no module named nope/)
    expect(() => enabledModules([...list, mod('base')], [])).toThrow(/declared twice/)
  })

  it('refuses to start when MODULES_DISABLED leaves a required module out', async () => {
    const env = freshEnv('sqlite', { MODULES_DISABLED: 'base' })
    try {
      await expect(createApp(readConfig(env), { logger: false })).rejects.toThrow(
        /Module [a-z]+ requires base, which is disabled or missing/,
      )
    } finally {
      await dropEnv(env)
    }
  })
})

describe.each(dialects)('a module folder on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, {}, undefined, { moduleDirs: [shelf] })
  })
  afterAll(() => server?.close())

  it('gets its table, routes, permissions, EPS entries and messages from its folder alone', async () => {
    const admin = await server.client().signIn()
    const added = await admin.post<{ id: number }>('/admin/shelf/item/add', { name: 'oak', size: 3 })
    expect(added.code).toBe(1000)
    const page = await admin.post<{ list: { name: string }[] }>('/admin/shelf/item/page', { keyWord: 'oa' })
    expect(page.data.list.map((r) => r.name)).toEqual(['oak'])

    admin.language = 'en'
    const big = await admin.post('/admin/shelf/item/measure', { size: 11 })
    expect([big.code, big.message]).toEqual([1001, 'Too big: 11'])

    const eps =
      await admin.get<Record<string, { prefix: string; api: { path: string }[] }[]>>('/admin/base/open/eps')
    const entry = Object.values(eps.data)
      .flat()
      .find((c) => c.prefix === '/admin/shelf/item')
    expect(entry?.api.map((a) => a.path)).toEqual(expect.arrayContaining(['/page', '/measure']))

    const perms = await admin.get<{ perms: string[] }>('/admin/base/comm/permmenu')
    expect(perms.data.perms).toEqual(expect.arrayContaining(['shelf:item:add', 'shelf:item:measure']))
  })

  it('is left out, tables and routes, when disabled', async () => {
    const off = await startServer(dialect, { MODULES_DISABLED: 'shelf' }, undefined, { moduleDirs: [shelf] })
    try {
      const admin = await off.client().signIn()
      expect((await admin.post('/admin/shelf/item/page', {})).status).toBe(404)
    } finally {
      await off.close()
    }
  })

  it('upgrades a database whose request log and recycle bin the core made', async () => {
    const { ctx } = server.app
    // as on a database migrated before those tables moved into their modules
    await ctx.db
      .deleteFrom('core_migration')
      .where('name', 'in', ['base/0006_request_log', 'recycle/0001_tables'])
      .execute()
    const app = await createApp(readConfig(server.env), { logger: false, moduleDirs: [shelf] })
    await app.close()
    const names = (await ctx.db.selectFrom('core_migration').select('name').execute()).map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['base/0006_request_log', 'recycle/0001_tables']))
  })
})
