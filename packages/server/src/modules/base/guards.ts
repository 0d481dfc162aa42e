import type { Text } from '@backroom/contract'
import { SUPER_ROLE_ID } from '@backroom/contract'
import { type Admin, type Db, fail } from '../../platform.ts'
import { heldBy, holdingOf, type RoleGrants, roleHoldings, within } from './holdings.ts'
import { messages } from './messages.ts'

/** The rules that keep anyone from granting more than they hold. */

/** Ids of users holding the super-admin role (enabled ones only when asked). */
export async function superAdminIds(db: Db, enabledOnly = false): Promise<number[]> {
  let q = db
    .selectFrom('base_sys_user_role as ur')
    .innerJoin('base_sys_user as u', 'u.id', 'ur.userId')
    .select('u.id')
    .where('ur.roleId', '=', SUPER_ROLE_ID)
  if (enabledOnly) q = q.where('u.status', '=', 1)
  return (await q.execute()).map((r) => r.id)
}

/** Refuses roles granting more than the caller holds now, with this message. */
async function assertRolesWithinOwn(db: Db, admin: Admin, roleIds: number[], message: Text) {
  const roles = await roleHoldings(db, roleIds)
  if (roles.size !== new Set(roleIds).size) throw fail('notExist')
  const mine = await heldBy(db, admin)
  if ([...roles.values()].some((r) => !within(r, mine))) throw fail(message)
}

/** Refuses to hand out a role granting more than the caller holds now, whoever created it. */
export async function assertAssignableRoles(db: Db, admin: Admin, roleIds: number[]) {
  if (admin.isSuper || roleIds.length === 0) return
  if (roleIds.includes(SUPER_ROLE_ID)) throw fail(messages.superOnly)
  await assertRolesWithinOwn(db, admin, roleIds, messages.roleNotAssignable)
}

/** Refuses existing roles, as they are now, granting menus or a data scope beyond the caller's. */
export async function assertRolesGrantable(db: Db, admin: Admin, roleIds: number[]) {
  if (admin.isSuper || roleIds.length === 0) return
  await assertRolesWithinOwn(db, admin, roleIds, messages.grantBeyondOwn)
}

/** Refuses a role, as it would be saved, granting menus or a data scope beyond the caller's. */
export async function assertGrantable(db: Db, admin: Admin, role: RoleGrants) {
  if (admin.isSuper) return
  if (!within(await holdingOf(db, role), await heldBy(db, admin))) throw fail(messages.grantBeyondOwn)
}

/** Whether any of these users holds roles granting menus or a data scope the caller does not hold. */
async function holdMore(db: Db, admin: Admin, userIds: number[]) {
  if (admin.isSuper || userIds.length === 0) return false
  const links = await db
    .selectFrom('base_sys_user_role')
    .select('roleId')
    .distinct()
    .where('userId', 'in', userIds)
    .execute()
  const roles = await roleHoldings(
    db,
    links.map((l) => l.roleId),
  )
  const mine = await heldBy(db, admin)
  return [...roles.values()].some((r) => !within(r, mine))
}

/** Whether all these users belong to departments of the caller's data scope. */
async function inScope(db: Db, admin: Admin, userIds: number[]) {
  if (admin.isSuper || userIds.length === 0) return true
  const users = await db
    .selectFrom('base_sys_user')
    .select('departmentId')
    .where('id', 'in', userIds)
    .execute()
  return users.every((u) => u.departmentId !== null && admin.departmentIds.includes(u.departmentId))
}

/**
 * Refuses to edit or delete roles that others beyond the caller's reach hold (users outside their
 * data scope, super-admins, users holding more than they do): the change would reach those users.
 */
export async function assertRoleHoldersReachable(db: Db, admin: Admin, roleIds: number[]) {
  if (admin.isSuper || roleIds.length === 0) return
  const holders = await db
    .selectFrom('base_sys_user_role')
    .select('userId')
    .distinct()
    .where('roleId', 'in', roleIds)
    .where('userId', '!=', admin.userId)
    .execute()
  const ids = holders.map((h) => h.userId)
  if (!(await inScope(db, admin, ids))) throw fail(messages.roleHeldOutside)
  if (await holdMore(db, admin, ids)) throw fail(messages.roleHeldByStronger)
}

/** Refuses users outside the caller's data scope, as a write of them would. */
export async function assertUsersInScope(db: Db, admin: Admin, userIds: number[]) {
  if (!(await inScope(db, admin, userIds))) throw fail('outOfScope')
}

/**
 * Refuses to touch users holding the super-admin role unless the caller is one, or users holding
 * more than the caller, and refuses changes that would leave no enabled super-admin.
 */
export async function assertUserChangeAllowed(
  db: Db,
  admin: Admin,
  userIds: number[],
  change: { delete?: boolean; disable?: boolean; dropsSuper?: boolean },
) {
  const supers = await superAdminIds(db)
  const touchesSuper = userIds.some((id) => supers.includes(id))
  if (touchesSuper && !admin.isSuper) throw fail(messages.superOnly)
  if (await holdMore(db, admin, userIds)) throw fail(messages.userBeyondOwn)
  if ((change.delete || change.disable || change.dropsSuper) && userIds.includes(admin.userId))
    throw fail(messages.notSelf)
  if (touchesSuper && (change.delete || change.disable || change.dropsSuper)) {
    const enabled = await superAdminIds(db, true)
    if (enabled.every((id) => userIds.includes(id))) throw fail(messages.lastSuper)
  }
}
