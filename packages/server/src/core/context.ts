import type { FastifyBaseLogger } from 'fastify'
import type { AccessControl } from './auth/access.ts'
import type { AppRealm } from './auth/app-realm.ts'
import type { CaptchaService } from './auth/captcha.ts'
import type { Cache } from './cache.ts'
import type { Config } from './config.ts'
import type { Db, RowWriter } from './db/types.ts'
import type { Dialect } from './db/wire.ts'
import type { EventBus } from './events/bus.ts'
import type { Registry } from './registry.ts'
import type { Scheduler } from './scheduler.ts'
import type { Settings } from './settings.ts'

/** Everything a module may use: the core's services, never another module's internals. */
export interface AppContext {
  config: Config
  db: Db
  dialect: Dialect
  /** SQLite: the database's writer thread, for rows written often and in bulk (the request log) */
  rowWriter?: RowWriter
  cache: Cache
  log: FastifyBaseLogger
  access: AccessControl
  /** the shop front end's sign-in realm (`/app/*`) */
  appRealm: AppRealm
  captcha: CaptchaService
  scheduler: Scheduler
  /** events with several listeners: `ctx.events.emit(trx, 'user.created', payload)` (core/events/) */
  events: EventBus
  registry: Registry
  /** the parameters modules declare, read typed */
  settings: Settings
}
