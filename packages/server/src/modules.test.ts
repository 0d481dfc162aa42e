import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from './app.ts'
import { ConfigError } from './core/config.ts'
import type { AppContext } from './core/context.ts'
import { defineModule, enabledModules, messageProblems, startModules } from './core/module.ts'
import { Registry } from './core/registry.ts'
import { Scheduler } from './core/scheduler.ts'
import { discoverModules } from './modules.ts'
import { dialects, dropEnv, freshEnv, startServer, type TestServer, withoutModule } from './test/harness.ts'

const shelf = fileURLToPath(new URL('./test/fixtures/modules/shelf', import.meta.url))
const mod = (name: string, extra: Partial<Parameters<typeof defineModule>[0]> = {}) =>
  defineModule({ name, migrations: [], ...extra })

/** What start-up gives modules to declare into, without a database (nothing here reads one). */
const bareContext = () => {
  const log = { info() {}, warn() {}, error() {} }
  return {
    registry: new Registry(),
    scheduler: new Scheduler(undefined as never, log as never),
  } as unknown as AppContext
}
const button = (key: string, perms: string[]) => ({
  key,
  type: 2 as const,
  name: { 'zh-cn': '按钮', 'zh-tw': '按鈕', en: 'Button' },
  perms,
})

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

  it('stops with one line when a message lacks a language or a placeholder', () => {
    const full = { 'zh-cn': '满了：{n}', 'zh-tw': '滿了：{n}', en: 'Full: {n}' }
    expect(() => enabledModules([mod('a', { messages: { full } })], [])).not.toThrow()
    const blank = mod('a', { messages: { full: { ...full, 'zh-tw': ' ' } } })
    expect(() => enabledModules([blank], [])).toThrow(
      new ConfigError('Module a: message full has no zh-tw text'),
    )
    const lost = mod('a', { messages: { full: { ...full, en: 'Full' } } })
    expect(() => enabledModules([lost], [])).toThrow(/Module a: message full has different placeholders/)
  })

  it("declares every module's messages, complete in zh-cn, zh-tw and en", async () => {
    const dir = new URL('./modules/', import.meta.url)
    for (const m of await discoverModules([shelf])) {
      expect(messageProblems(m), m.name).toEqual([])
      const file = new URL(`${m.name}/messages.ts`, dir)
      // a module that has messages declares them, so that start-up checks them
      if (fs.existsSync(file)) expect(m.messages, m.name).toBe((await import(file.href)).messages)
    }
  })

  it('stops when a menu grants a permission that no route or module declares', async () => {
    const stray = mod('stray', { menus: [button('stray.count', ['stray:count'])] })
    await expect(startModules(bareContext(), [stray])).rejects.toThrow(
      new ConfigError('Menu stray.count grants stray:count, which no route or module declares'),
    )
    const declared = mod('stray', { menus: stray.menus, permissions: ['stray:count'] })
    await expect(startModules(bareContext(), [declared])).resolves.toEqual([])
  })

  it("refuses jobs and permissions outside the module's name", async () => {
    const perm = mod('stray', { permissions: ['base:sys:user:add'] })
    await expect(startModules(bareContext(), [perm])).rejects.toThrow(
      /Module stray: permission base:sys:user:add must be named stray:/,
    )
    const job = mod('stray', { jobs: () => [{ name: 'purge', run: async () => {} }] })
    await expect(startModules(bareContext(), [job])).rejects.toThrow(
      /Module stray: job purge must be named stray:/,
    )
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
    // the fixture fills the app realm's user check in place of the user module (and those needing it)
    server = await startServer(dialect, { MODULES_DISABLED: await withoutModule('user') }, undefined, {
      moduleDirs: [shelf],
    })
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
    // a route's permission, and one the module declares for a check of its own
    expect(perms.data.perms).toEqual(
      expect.arrayContaining(['shelf:item:add', 'shelf:item:measure', 'shelf:item:stocktake']),
    )
  })

  it('gets its menus, hook fills and jobs from its declaration', async () => {
    const admin = await server.client().signIn()
    const menus = await admin.post<{ name: string; perms: string | null }[]>('/admin/base/sys/menu/list', {})
    expect(menus.data.find((m) => m.name === '盘点')?.perms).toBe('shelf:item:stocktake,shelf:item:measure')

    // the `app.user` hook the module fills accepts user 7
    const login = await server.client().post<{ token: string }>('/app/shelf/login', { userId: 7 })
    const user = server.client()
    user.token = login.data.token
    expect((await user.get<{ userId: number }>('/app/shelf/me')).data?.userId).toBe(7)

    // the job runs its action with the arguments of its schedule
    for (const size of [2, 5, 9]) await admin.post('/admin/shelf/item/add', { name: `job ${size}`, size })
    const { db, scheduler } = server.app.ctx
    const job = await db
      .selectFrom('core_job')
      .select(['id', 'action', 'args', 'everySeconds'])
      .where('name', '=', 'shelf:count')
      .executeTakeFirstOrThrow()
    expect(job.action).toBe('shelf:count')
    expect(job.everySeconds).toBe(3600)
    const expected = await db.selectFrom('shelf_item').select('id').where('size', '>=', 5).execute()
    await db
      .updateTable('core_job')
      .set({ nextRun: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', job.id as number)
      .execute()
    await scheduler.tick()
    const run = await db
      .selectFrom('core_job_run')
      .select(['status', 'message'])
      .where('jobId', '=', job.id as number)
      .executeTakeFirstOrThrow()
    expect(run).toEqual({ status: 'ok', message: `${expected.length} items` })
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
