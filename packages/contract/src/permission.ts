/** `/admin/base/sys/user/page` ⇄ `base:sys:user:page` */
export function permissionOf(path: string): string {
  return path.replace(/^\/(api\/)?admin\//, '').replace(/\//g, ':')
}

/** A permission expression: one id, or all/any of several. */
export type PermissionRule = string | { or: PermissionRule[] } | { and: PermissionRule[] }

/** Splits stored perms (`"a:b, c:d"`) into exact ids. */
export function splitPerms(value: string | null | undefined): string[] {
  if (!value) return []
  return value
    .split(',')
    .map((p) => p.replace(/\s+/g, ''))
    .filter(Boolean)
}

/** Exact membership: `base:sys:user` does not grant `base:sys:user:page`, nor the reverse. */
export function hasPermission(held: ReadonlySet<string>, rule: PermissionRule): boolean {
  if (typeof rule === 'string') {
    const ids = splitPerms(rule)
    return ids.length > 0 && ids.every((id) => held.has(id))
  }
  if ('or' in rule) return rule.or.some((r) => hasPermission(held, r))
  return rule.and.every((r) => hasPermission(held, r))
}
