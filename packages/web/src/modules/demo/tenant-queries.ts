import type { Request } from '../../shell'

export type TenantAction = 'use' | 'noUse' | 'noTenant'
export const TENANT_ACTIONS: readonly TenantAction[] = ['use', 'noUse', 'noTenant']

/** What `/admin/demo/tenant/<action>` answers: the caller's tenant, whether the filter applied, the rows found. */
export interface TenantAnswer {
  tenancy: boolean
  tenantId: number | null
  filtered: boolean
  list: { id: number; title: string; tenantId: number | null }[]
}

/** One of the tenant demo's three queries, as the screen and its prefetch ask it. */
export const tenantRequest = (action: TenantAction): Request => ({
  queryKey: ['demo', 'tenant', action],
  path: `/admin/demo/tenant/${action}`,
  perm: `demo:tenant:${action}`,
})
