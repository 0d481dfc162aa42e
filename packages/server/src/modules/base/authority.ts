import { SUPER_ROLE_ID, splitPerms } from '@backroom/contract'
import type { Authority } from '../../core/auth/access.ts'
import { withDescendants } from '../../core/crud/tree.ts'
import type { Db } from '../../core/db/index.ts'

/** Menu ids with every ancestor added, so a granted page always shows under its directory. */
export async function withAncestors(db: Db, ids: number[]): Promise<number[]> {
  const all = (await db.selectFrom('base_sys_menu').select(['id', 'parentId']).execute()) as {
    id: number
    parentId: number | null
  }[]
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
  return rows.map((r) => r.roleId as number)
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
    .select(['id', 'username', 'passwordV', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return undefined
  const roles = (await db
    .selectFrom('base_sys_user_role as ur')
    .innerJoin('base_sys_role as r', 'r.id', 'ur.roleId')
    .select(['r.id', 'r.relevance'])
    .where('ur.userId', '=', userId)
    .execute()) as { id: number; relevance: boolean | number }[]
  const roleIds = roles.map((r) => r.id)
  const isSuper = roleIds.includes(SUPER_ROLE_ID)
  let menuQuery = db.selectFrom('base_sys_menu as m').select('m.perms').where('m.perms', 'is not', null)
  if (!isSuper) {
    menuQuery = menuQuery.where((eb) =>
      eb(
        'm.id',
        'in',
        eb
          .selectFrom('base_sys_role_menu')
          .select('menuId')
          .where('roleId', 'in', roleIds.length ? roleIds : [-1]),
      ),
    )
  }
  const perms = new Set<string>()
  for (const m of await menuQuery.execute()) for (const p of splitPerms(m.perms as string)) perms.add(p)
  if (isSuper) for (const p of routePerms()) perms.add(p)
  let departmentIds: number[]
  if (isSuper) {
    departmentIds = (await db.selectFrom('base_sys_department').select('id').execute()).map(
      (d) => d.id as number,
    )
  } else {
    const links = (await db
      .selectFrom('base_sys_role_department')
      .select(['roleId', 'departmentId'])
      .where('roleId', 'in', roleIds.length ? roleIds : [-1])
      .execute()) as { roleId: number; departmentId: number }[]
    const relevant = new Set(roles.filter((r) => r.relevance === true || r.relevance === 1).map((r) => r.id))
    const direct = links.filter((l) => !relevant.has(l.roleId)).map((l) => l.departmentId)
    const deep = await withDescendants(
      db,
      'base_sys_department',
      links.filter((l) => relevant.has(l.roleId)).map((l) => l.departmentId),
    )
    departmentIds = [...new Set([...direct, ...deep])]
  }
  return {
    userId: user.id as number,
    username: user.username as string,
    passwordV: user.passwordV as number,
    status: user.status as number,
    roleIds,
    isSuper,
    perms: [...perms],
    departmentIds,
  }
}
