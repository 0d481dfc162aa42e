import { hasPermission, type PermissionRule } from '@backroom/contract'
import { useMenuStore } from '../menu/menu-store'

/**
 * Whether the signed-in user holds a permission: a string (`a:b:c`, or several joined by commas,
 * all required), `{ or: [...] }` or `{ and: [...] }`. Membership is exact, never a substring.
 */
export function usePermission(rule: PermissionRule): boolean {
  return useMenuStore((s) => hasPermission(s.perms, rule))
}
