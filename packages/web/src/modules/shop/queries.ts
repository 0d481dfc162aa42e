import type { DashboardPeriod } from '@backroom/contract'
import type { Request } from '../../shell'
import { DASHBOARD, GOODS } from './endpoints'

export const DASHBOARD_PERM = 'shop:dashboard:view'

/** The stock below which the goods list warns (a shop setting on the params screen). */
export const stockWarningRequest: Request = {
  queryKey: [GOODS, 'stockWarning'],
  path: `${GOODS}/stockWarning`,
  method: 'GET',
  perm: 'shop:goods:page',
}

/**
 * One of the home dashboard's calls (`shop:dashboard:view`), keyed under DASHBOARD (so that an
 * order's move reloads them all) and by what it is asked.
 */
const summary = (action: string, body?: Record<string, unknown>): Request => ({
  queryKey: [DASHBOARD, action, ...Object.values(body ?? {})],
  path: `${DASHBOARD}/${action}`,
  method: 'GET',
  body,
  perm: DASHBOARD_PERM,
})
export const dashboardCardsRequest = summary('cards')
export const dashboardSalesRequest = (year: number) => summary('sales', { year })
export const dashboardRankingRequest = (period: DashboardPeriod) => summary('ranking', { period })
export const dashboardCategoryRequest = (period: DashboardPeriod) => summary('category', { period })
