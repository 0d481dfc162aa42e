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

/** The home dashboard's calls (`shop:dashboard:view`), each keyed under DASHBOARD so that an order's move reloads them. */
export const dashboardCardsRequest: Request = {
  queryKey: [DASHBOARD, 'cards'],
  path: `${DASHBOARD}/cards`,
  method: 'GET',
  perm: DASHBOARD_PERM,
}
export const dashboardSalesRequest = (year: number): Request => ({
  queryKey: [DASHBOARD, 'sales', year],
  path: `${DASHBOARD}/sales`,
  method: 'GET',
  body: { year },
  perm: DASHBOARD_PERM,
})
export const dashboardRankingRequest = (period: DashboardPeriod): Request => ({
  queryKey: [DASHBOARD, 'ranking', period],
  path: `${DASHBOARD}/ranking`,
  method: 'GET',
  body: { period },
  perm: DASHBOARD_PERM,
})
export const dashboardCategoryRequest = (period: DashboardPeriod): Request => ({
  queryKey: [DASHBOARD, 'category', period],
  path: `${DASHBOARD}/category`,
  method: 'GET',
  body: { period },
  perm: DASHBOARD_PERM,
})
