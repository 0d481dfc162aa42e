import { SUPER_ROLE_ID } from '@backroom/contract'
import type { Admin } from '../../core/auth/access.ts'
import type { Db } from '../../core/db/index.ts'
import { fail } from '../../core/http/errors.ts'

/** The rules that keep anyone from granting more than they hold. */

/** Ids of users holding the super-admin role (enabled ones only when asked). */
export async function superAdminIds(db: Db, enabledOnly = false): Promise<number[]> {
  let q = db
    .selectFrom('base_sys_user_role as ur')
    .innerJoin('base_sys_user as u', 'u.id', 'ur.userId')
    .select('u.id')
    .where('ur.roleId', '=', SUPER_ROLE_ID)
  if (enabledOnly) q = q.where('u.status', '=', 1)
  return (await q.execute()).map((r) => r.id as number)
}

/** Roles a non-super-admin may hand out: those they created or hold. */
export async function assertAssignableRoles(db: Db, admin: Admin, roleIds: number[]) {
  if (admin.isSuper || roleIds.length === 0) return
  if (roleIds.includes(SUPER_ROLE_ID)) throw fail('superOnly')
  const own = await db
    .selectFrom('base_sys_role')
    .select('id')
    .where('id', 'in', roleIds)
    .where((eb) =>
      eb.or([eb('userId', '=', admin.userId), eb('id', 'in', admin.roleIds.length ? admin.roleIds : [-1])]),
    )
    .execute()
  if (own.length !== new Set(roleIds).size) throw fail('roleNotAssignable')
}

/** Menus and departments a non-super-admin may grant: only what their own roles hold. */
export async function assertGrantable(db: Db, admin: Admin, menuIds: number[], departmentIds: number[]) {
  if (admin.isSuper) return
  const held = new Set(admin.departmentIds)
  if (departmentIds.some((d) => !held.has(d))) throw fail('grantBeyondOwn')
  if (menuIds.length === 0) return
  const mine = await db
    .selectFrom('base_sys_role_menu')
    .select('menuId')
    .distinct()
    .where('roleId', 'in', admin.roleIds.length ? admin.roleIds : [-1])
    .where('menuId', 'in', menuIds)
    .execute()
  if (mine.length !== new Set(menuIds).size) throw fail('grantBeyondOwn')
}

/**
 * Refuses to touch users holding the super-admin role unless the caller is one, and refuses
 * changes that would leave no enabled super-admin.
 */
export async function assertUserChangeAllowed(
  db: Db,
  admin: Admin,
  userIds: number[],
  change: { delete?: boolean; disable?: boolean; dropsSuper?: boolean },
) {
  const supers = await superAdminIds(db)
  const touchesSuper = userIds.some((id) => supers.includes(id))
  if (touchesSuper && !admin.isSuper) throw fail('superOnly')
  if ((change.delete || change.disable || change.dropsSuper) && userIds.includes(admin.userId))
    throw fail('notSelf')
  if (touchesSuper && (change.delete || change.disable || change.dropsSuper)) {
    const enabled = await superAdminIds(db, true)
    if (enabled.every((id) => userIds.includes(id))) throw fail('lastSuper')
  }
}
