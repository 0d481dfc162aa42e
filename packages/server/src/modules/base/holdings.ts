import { SUPER_ROLE_ID } from '@backroom/contract'
import { type Admin, type Db, treeOf } from '../../platform.ts'

/**
 * What roles grant: menu ids, and the departments of their data scope (with every subordinate
 * where `relevance` says so). `all` is the super-admin role's: everything, now and later.
 */
export interface Holding {
  all: boolean
  menus: Set<number>
  departments: Set<number>
}

/** A role as it is or as it would be saved. */
export interface RoleGrants {
  menuIds: number[]
  departmentIds: number[]
  relevance: unknown
}

const isOn = (v: unknown) => v === true || v === 1

/** Holdings of roles given by their grants, expanding subordinates from one read of the tree. */
async function holdingsOf(db: Db, roles: RoleGrants[]): Promise<Holding[]> {
  const expand = roles.some((r) => isOn(r.relevance)) ? await treeOf(db, 'base_sys_department') : undefined
  return roles.map((r) => ({
    all: false,
    menus: new Set(r.menuIds),
    departments: new Set(isOn(r.relevance) && expand ? expand(r.departmentIds) : r.departmentIds),
  }))
}

export async function holdingOf(db: Db, role: RoleGrants): Promise<Holding> {
  return (await holdingsOf(db, [role]))[0]
}

/** Each existing role's holding, by id, in a few queries whatever their number. */
export async function roleHoldings(db: Db, roleIds: number[]): Promise<Map<number, Holding>> {
  const ids = [...new Set(roleIds)]
  if (ids.length === 0) return new Map()
  const [roles, menus, departments] = await Promise.all([
    db.selectFrom('base_sys_role').select(['id', 'relevance']).where('id', 'in', ids).execute(),
    db.selectFrom('base_sys_role_menu').select(['roleId', 'menuId']).where('roleId', 'in', ids).execute(),
    db
      .selectFrom('base_sys_role_department')
      .select(['roleId', 'departmentId'])
      .where('roleId', 'in', ids)
      .execute(),
  ])
  const linked = (rows: Record<string, unknown>[], column: string, roleId: unknown) =>
    rows.filter((l) => l.roleId === roleId).map((l) => l[column] as number)
  const plain = roles.filter((r) => r.id !== SUPER_ROLE_ID)
  const held = await holdingsOf(
    db,
    plain.map((r) => ({
      menuIds: linked(menus, 'menuId', r.id),
      departmentIds: linked(departments, 'departmentId', r.id),
      relevance: r.relevance,
    })),
  )
  const out = new Map(plain.map((r, i) => [r.id, held[i]]))
  if (roles.some((r) => r.id === SUPER_ROLE_ID))
    out.set(SUPER_ROLE_ID, { all: true, menus: new Set(), departments: new Set() })
  return out
}

/** What a user holding all these holdings holds. */
export function union(holdings: Iterable<Holding>): Holding {
  const out: Holding = { all: false, menus: new Set(), departments: new Set() }
  for (const h of holdings) {
    out.all ||= h.all
    for (const m of h.menus) out.menus.add(m)
    for (const d of h.departments) out.departments.add(d)
  }
  return out
}

/** Whether `inner` grants nothing beyond `outer`. */
export function within(inner: Holding, outer: Holding): boolean {
  if (outer.all) return true
  if (inner.all) return false
  return (
    [...inner.menus].every((m) => outer.menus.has(m)) &&
    [...inner.departments].every((d) => outer.departments.has(d))
  )
}

/** What the caller holds now, read at request time. */
export async function heldBy(db: Db, admin: Admin): Promise<Holding> {
  return union((await roleHoldings(db, admin.roleIds)).values())
}
