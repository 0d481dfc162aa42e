/**
 * The platform as a module sees it: what a module under `src/modules/` may import, from here alone
 * (a test keeps it so). What is exported here is the platform's promise to modules; the rest of
 * `core/` is free to change. A module's tests import the harness (`test/harness.ts`) as well.
 */

// who calls
export type { Admin, Authority } from './core/auth/access.ts'
export { checkPassword, hashPassword } from './core/auth/password.ts'
// the caller a system job acts as: no data scope, no tenant filter (each use logged with its reason)
export { systemCaller } from './core/auth/system.ts'
export { PasswordThrottle } from './core/auth/throttle.ts'
export type { Config } from './core/config.ts'
// a module and what it declares
export type { AppContext } from './core/context.ts'

// resources: the CRUD engine's declaration, its hooks and the helpers its hooks use
export type {
  ResourceDeclaration,
  ResourceHandle,
  ResourceHooks,
  Row,
  StoredRow,
  WriteContext,
} from './core/crud/options.ts'
export { chunk } from './core/crud/recycle.ts'
// the condition a scope (and, under TENANCY=on, the tenant filter) adds for a caller, for own queries
export { type Scope, scopeCondition } from './core/crud/scope.ts'
export { checkParent, treeOf, withDescendants } from './core/crud/tree.ts'
export { translateUniqueViolation } from './core/crud/unique.ts'
// the database
export { dateBucket } from './core/db/buckets.ts'
export { queryByIds } from './core/db/compiled.ts'
export { exclusiveTransaction, lockUntilCommit } from './core/db/locks.ts'
export type { Migration } from './core/db/migrate.ts'
export type { Schema } from './core/db/schema.ts'
export type { TableOf, Tables } from './core/db/tables.ts'
export type { Db, DynamicDb } from './core/db/types.ts'
export {
  formatTime,
  nowIso,
  rawRow,
  readDecimal,
  readRow,
  storedDecimal,
  storedTime,
  sumDecimal,
} from './core/db/wire.ts'
// routes and answers
export { buildEps } from './core/eps.ts'
// events: emitted with `ctx.events.emit(trx, …)`, heard by a module's `listeners`
export { type Events, type Listener, type ListenerMeta, listener } from './core/events/listener.ts'
export { type ApiRequest, route } from './core/http/api.ts'
export { AppError, fail, failOn, InvalidInput } from './core/http/errors.ts'
export { maskSecrets } from './core/http/mask.ts'
export { translate } from './core/http/messages.ts'
export { megabytes } from './core/http/reply-error.ts'
export { type Action, type JobRow, job, scheduleOf } from './core/job.ts'
export { defineMessages, defineModule, type Module, type RouteGroup } from './core/module.ts'
export type { Hooks, Restored, RestoreRule } from './core/registry.ts'
export { cleanRichText } from './core/rich-text.ts'
export { checkSchedule, nextSlot, type Schedule } from './core/schedule.ts'
export { defineSetting, type Setting, type SettingsStore } from './core/settings.ts'
