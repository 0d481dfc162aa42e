import { splitPerms } from '@backroom/contract'
import type { Authority, Db } from '../../platform.ts'
import { roleHoldings, union } from './holdings.ts'

/** Menu ids with every ancestor added, so a granted page always shows under its directory. */
export async function withAncestors(db: Db, ids: number[]): Promise<number[]> {
  const all = await db.selectFrom('base_sys_menu').select(['id', 'parentId']).execute()
  const parent = new Map(all.map((m) => [m.id, m.parentId]))
  const out = new Set<number>()
  for (let id of ids) {
    while (id !== null && id !== undefined && !out.has(id) && parent.has(id)) {
      out.add(id)
      id = parent.get(id) as number
    }
  }
  return [...out]
}

/** The role ids a user holds. */
export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('base_sys_user_role')
    .select('roleId')
    .where('userId', '=', userId)
    .execute()
  return rows.map((r) => r.roleId)
}

/**
 * A user's authority from the database: permissions from the menus of their roles (all menus for
 * the super-admin role), data scope from their roles' departments (with subordinates where the
 * role says so).
 */
export async function loadAuthority(
  db: Db,
  userId: number,
  /** every permission id a route declares: the super-admin holds them all, menu or not */
  routePerms: () => string[],
): Promise<Authority | undefined> {
  const user = await db
    .selectFrom('base_sys_user')
    .select(['id', 'username', 'passwordV', 'status', 'tenantId'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return undefined
  const roles = await roleHoldings(db, await roleIdsOf(db, userId))
  const held = union(roles.values())
  let menuQuery = db.selectFrom('base_sys_menu').select('perms').where('perms', 'is not', null)
  if (!held.all) menuQuery = menuQuery.where('id', 'in', held.menus.size ? [...held.menus] : [-1])
  const perms = new Set<string>()
  for (const m of await menuQuery.execute()) for (const p of splitPerms(m.perms as string)) perms.add(p)
  if (held.all) for (const p of routePerms()) perms.add(p)
  const departmentIds = held.all
    ? (await db.selectFrom('base_sys_department').select('id').execute()).map((d) => d.id)
    : [...held.departments]
  return {
    userId: user.id,
    username: user.username,
    passwordV: user.passwordV,
    status: user.status,
    roleIds: [...roles.keys()].sort((a, b) => a - b),
    isSuper: held.all,
    perms: [...perms],
    departmentIds,
    tenantId: user.tenantId,
  }
}
