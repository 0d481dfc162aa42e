import type { PermissionRule } from '@backroom/contract'
import type { ReactNode } from 'react'
import { usePermission } from './use-permission'

/** Renders its children only for a user who holds `rule` (see usePermission). */
export function Auth({
  rule,
  children,
  fallback = null,
}: {
  rule: PermissionRule
  children: ReactNode
  fallback?: ReactNode
}) {
  return usePermission(rule) ? children : fallback
}
