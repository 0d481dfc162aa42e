import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { AccessControl } from './core/auth/access.ts'
import { AppRealm } from './core/auth/app-realm.ts'
import { CaptchaService } from './core/auth/captcha.ts'
import { TokenService } from './core/auth/tokens.ts'
import { type Cache, openCache } from './core/cache.ts'
import { type Config, unreachable } from './core/config.ts'
import type { AppContext } from './core/context.ts'
import { type Database, openDatabase } from './core/db/index.ts'
import { migrate, syncIndexes } from './core/db/migrate.ts'
import { nowIso } from './core/db/wire.ts'
import { EventBus } from './core/events/bus.ts'
import { createFastify, registerHttp } from './core/http/server.ts'
import { coreMigrations } from './core/migrations.ts'
import { enabledModules, startModules } from './core/module.ts'
import { Registry } from './core/registry.ts'
import { Scheduler } from './core/scheduler.ts'
import { Settings } from './core/settings.ts'
import { discoverModules } from './modules.ts'

export type { Config } from './core/config.ts'
export { readConfig } from './core/config.ts'

export interface App {
  app: FastifyInstance
  ctx: AppContext
  /** lines to show the person starting the server (first-start password, test settings) */
  notices: string[]
  close(): Promise<void>
}

/** The JWT secret: JWT_SECRET, or one generated on first start and kept in the database for every instance. */
async function jwtSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  const { db } = database
  const now = nowIso()
  await db
    .insertInto('core_setting')
    .values({
      key: 'jwtSecret',
      value: randomBytes(48).toString('base64url'),
      createTime: now,
      updateTime: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('core_setting')
    .select('value')
    .where('key', '=', 'jwtSecret')
    .executeTakeFirstOrThrow()
  return row.value
}

export interface AppOptions {
  logger?: boolean | object
  /** start the periodic jobs (off in most tests, which call `scheduler.tick()` themselves) */
  scheduler?: boolean
  /** deliver events to their listeners (default on; off leaves them in the outbox for a later start) */
  events?: boolean
  /** folders of further modules, beside those of `src/modules/` (tests add fixture modules) */
  moduleDirs?: string[]
}

/** Opens the database, migrates and seeds it, wires the modules and their routes. Does not listen. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const moduleDirs = [...(options.moduleDirs ?? []), ...config.testModules]
  const modules = enabledModules(await discoverModules(moduleDirs), config.modulesDisabled)
  const database = await openDatabase(config).catch((err) => {
    throw unreachable(config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR', err)
  })
  let cache: Cache | undefined
  let started: ReturnType<typeof createFastify> | undefined
  try {
    await migrate(database, [
      coreMigrations,
      ...modules.map((m) => ({ module: m.name, tables: m.tables, migrations: m.migrations })),
    ])
    cache = await openCache(config.redisUrl, config.redisPrefix).catch((err) => {
      throw unreachable('REDIS_URL', err)
    })
    const secret = await jwtSecret(database, config.jwtSecret)
    const tokens = new TokenService(secret, config.accessTtl, config.refreshTtl)
    // the app realm signs with a key of its own: no token of one realm can be made to pass the other's check
    const appTokens = new TokenService(
      createHmac('sha256', secret).update('app realm').digest('hex'),
      config.app.accessTtl,
      config.app.refreshTtl,
    )
    const app = createFastify(config, options.logger ?? { level: config.logLevel })
    started = app
    const registry = new Registry()
    const ctx: AppContext = {
      config,
      db: database.db,
      dialect: database.dialect,
      rowWriter: database.rowWriter,
      cache,
      log: app.log,
      access: new AccessControl(database.db, cache, tokens),
      captcha: new CaptchaService(cache, config.testCaptcha),
      scheduler: new Scheduler(database.db, app.log, { heartbeatSeconds: config.testHeartbeat }),
      events: new EventBus(database.db, app.log),
      registry,
      settings: new Settings(registry),
      appRealm: new AppRealm(database.db, cache, appTokens, () => registry.hook('app.user')),
    }
    const notices = config.testSettings.map(
      (k) => `WARNING: test setting ${k} is in force. Never use it on a real shop.`,
    )
    notices.push(...(await startModules(ctx, modules)))
    app.addHook('onClose', async () => {
      for (const m of modules) await m.stop?.(ctx)
    })
    ctx.scheduler.add(ctx.events.purgeJob)
    await ctx.scheduler.save()
    await syncIndexes(
      database,
      ctx.registry.resources.flatMap((r) => r.indexes()),
      ctx.registry.resources.flatMap((r) => r.gramSpec() ?? []),
      ctx.registry.resources.flatMap((r) => r.versionedTables()),
      ctx.registry.resources.map((r) => r.keywordIndexes()),
    )
    // after the write versions are up to date: the seed's inserts raise them
    await ctx.settings.seed()
    database.settled?.()
    await registerHttp(app, ctx)
    await ctx.access.restoreRevocations()
    await ctx.appRealm.restoreRevocations()
    await app.ready()
    if (options.scheduler) ctx.scheduler.start()
    if (options.events !== false) ctx.events.start()
    const openCacheRef = cache
    return {
      app,
      ctx,
      notices,
      async close() {
        await ctx.scheduler.stop()
        await ctx.events.stop()
        await app.close()
        await openCacheRef.close()
        await database.close()
      },
    }
  } catch (e) {
    // what started before the failure stops with it (the request log's writer thread above all)
    await started?.close()
    await cache?.close()
    await database.close()
    throw e
  }
}
