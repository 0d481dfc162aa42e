import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Admin } from '../auth/access.ts'
import type { AppCaller } from '../auth/app-realm.ts'

/** Who reads or writes: an administrator, or an app user on a resource offered in the app realm. */
export type Caller = Admin | AppCaller

const isApp = (caller: Caller | undefined): caller is AppCaller => 'realm' in (caller ?? {})

/**
 * Which rows a caller may see and change. Every resource declares one; the super-admin is never
 * limited. Rules become bound query conditions, so a scope cannot be bypassed by crafted input.
 */
export type Scope =
  /** no row-level limit, with the reason written down */
  (
    | { none: string }
    /** rows whose department column is one of the caller's departments */
    | { department: string }
    /** any other rule, as a Kysely condition over the main table aliased `a` */
    // biome-ignore lint/suspicious/noExplicitAny: the condition sees any table
    | { where: (eb: ExpressionBuilder<any, any>, admin: Admin) => Expression<SqlBool> }
  ) & {
    /** set by the engine for tenant-aware tables under TENANCY=on: the caller's tenant only, super-admins too */
    tenant?: boolean
    /** set by the engine for a resource offered to app users: an app user reaches only rows of this column's value, their id */
    owner?: string
  }

const nothing = sql<SqlBool>`1 = 0`

// biome-ignore lint/suspicious/noExplicitAny: the condition sees any table
export type AnyEb = ExpressionBuilder<any, any>

/** The condition a scope adds for this caller, or undefined when it adds none (the super-admin). */
export function scopeCondition(
  scope: Scope,
  caller: Caller | undefined,
): ((eb: AnyEb) => Expression<SqlBool>) | undefined {
  if (isApp(caller)) return ownerCondition(scope, caller)
  const rows = rowCondition(scope, caller)
  const tenant = scope.tenant ? caller?.tenantId : null
  if (tenant === null || tenant === undefined) return rows
  return (eb) => (rows ? eb.and([eb('a.tenantId', '=', tenant), rows(eb)]) : eb('a.tenantId', '=', tenant))
}

/** An app user's rows: those they own, on a resource offered to them; nothing otherwise, whatever its scope. */
function ownerCondition(scope: Scope, caller: AppCaller): (eb: AnyEb) => Expression<SqlBool> {
  const owner = scope.owner
  return owner ? (eb) => eb(qualify(owner), '=', caller.userId) : () => nothing
}

function rowCondition(
  scope: Scope,
  admin: Admin | undefined,
): ((eb: AnyEb) => Expression<SqlBool>) | undefined {
  if ('none' in scope) return undefined
  if (!admin) return () => nothing
  if (admin.isSuper) return undefined
  if ('department' in scope) {
    const ids = admin.departmentIds
    return (eb) => (ids.length ? eb(qualify(scope.department), 'in', ids) : nothing)
  }
  return (eb) => scope.where(eb, admin)
}

/**
 * What the scope's condition for this caller depends on, as text: equal texts give equal
 * conditions (see Paging.page). Undefined for a `where` rule, which may use anything.
 */
export function scopeKey(scope: Scope, caller: Caller | undefined): string | undefined {
  if (isApp(caller)) return scope.owner ? `app|${caller.userId}` : 'app|nobody'
  const admin = caller
  const rows =
    'none' in scope || admin?.isSuper
      ? ''
      : !admin
        ? 'nobody'
        : 'department' in scope
          ? `in ${admin.departmentIds.join(',')}`
          : undefined
  if (rows === undefined) return undefined
  return `${scope.tenant ? (admin?.tenantId ?? '') : ''}|${rows}`
}

/** `name` → `a.name`; `b.name` stays. */
export const qualify = (source: string) => (source.includes('.') ? source : `a.${source}`)

export function assertScopeDeclared(table: string, scope: Scope | undefined): asserts scope is Scope {
  if (!scope) {
    throw new Error(
      `Resource ${table} declares no data scope. Add scope: { department: '<column>' }, { where: ... } or { none: '<why every admin may see every row>' }.`,
    )
  }
  if ('none' in scope && !scope.none.trim()) throw new Error(`Resource ${table}: scope none needs a reason`)
}

/** Who calls: the app user of an app route, else the administrator. */
export const callerOf = (req: { admin?: Admin; appUser?: AppCaller }): Caller | undefined =>
  req.appUser ?? req.admin

/** The values an app user writes: their own id in the owner column, whatever the body said. */
export function ownValues<V extends Record<string, unknown>>(
  values: V,
  scope: Scope,
  caller: Caller | undefined,
): V {
  return isApp(caller) && scope.owner ? { ...values, [scope.owner]: caller.userId } : values
}
