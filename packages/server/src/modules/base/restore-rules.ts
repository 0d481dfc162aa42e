import type { RestoreRule } from '../../platform.ts'
import {
  assertAssignableRoles,
  assertGrantable,
  assertUserChangeAllowed,
  assertUsersInScope,
} from './guards.ts'

/**
 * How the recycle bin checks the link rows it puts back, as role and user writes check them now:
 * a role's menus and departments only within what the caller holds; a user's roles only when the
 * caller could assign them, to users the caller could act on.
 */
export const linkRestoreRules: Record<string, RestoreRule> = {
  base_sys_role_menu: {
    async check(trx, { inserted }, admin) {
      const links = await trx
        .selectFrom('base_sys_role_menu')
        .select('menuId')
        .where('id', 'in', inserted)
        .execute()
      await assertGrantable(trx, admin, {
        menuIds: links.map((l) => l.menuId),
        departmentIds: [],
        relevance: false,
      })
    },
  },
  base_sys_role_department: {
    async check(trx, { inserted }, admin) {
      const links = await trx
        .selectFrom('base_sys_role_department')
        .select('departmentId')
        .where('id', 'in', inserted)
        .execute()
      await assertGrantable(trx, admin, {
        menuIds: [],
        departmentIds: links.map((l) => l.departmentId),
        relevance: false,
      })
    },
  },
  base_sys_user_role: {
    async check(trx, { inserted }, admin) {
      const links = await trx
        .selectFrom('base_sys_user_role')
        .select(['userId', 'roleId'])
        .where('id', 'in', inserted)
        .execute()
      const users = [...new Set(links.map((l) => l.userId))]
      await assertAssignableRoles(trx, admin, [...new Set(links.map((l) => l.roleId))])
      await assertUsersInScope(trx, admin, users)
      await assertUserChangeAllowed(trx, admin, users, {})
    },
  },
}
