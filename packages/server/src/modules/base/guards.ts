import { SUPER_ROLE_ID } from '@backroom/contract'
import type { Admin } from '../../core/auth/access.ts'
import type { Db } from '../../core/db/index.ts'
import { fail } from '../../core/http/errors.ts'
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

/** Refuses to hand out a role granting more than the caller holds now, whoever created it. */
export async function assertAssignableRoles(db: Db, admin: Admin, roleIds: number[]) {
  if (admin.isSuper || roleIds.length === 0) return
  if (roleIds.includes(SUPER_ROLE_ID)) throw fail(messages.superOnly)
  const roles = await roleHoldings(db, roleIds)
  if (roles.size !== new Set(roleIds).size) throw fail('notExist')
  const mine = await heldBy(db, admin)
  if ([...roles.values()].some((r) => !within(r, mine))) throw fail(messages.roleNotAssignable)
}

/** Refuses a role, as it would be saved, granting menus or a data scope beyond the caller's. */
export async function assertGrantable(db: Db, admin: Admin, role: RoleGrants) {
  if (admin.isSuper) return
  if (!within(await holdingOf(db, role), await heldBy(db, admin))) throw fail(messages.grantBeyondOwn)
}

/** Refuses to act on users whose roles grant menus or a data scope the caller does not hold. */
async function assertNotStronger(db: Db, admin: Admin, userIds: number[]) {
  if (admin.isSuper || userIds.length === 0) return
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
  if ([...roles.values()].some((r) => !within(r, mine))) throw fail(messages.userBeyondOwn)
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
  await assertNotStronger(db, admin, userIds)
  if ((change.delete || change.disable || change.dropsSuper) && userIds.includes(admin.userId))
    throw fail(messages.notSelf)
  if (touchesSuper && (change.delete || change.disable || change.dropsSuper)) {
    const enabled = await superAdminIds(db, true)
    if (enabled.every((id) => userIds.includes(id))) throw fail(messages.lastSuper)
  }
}
