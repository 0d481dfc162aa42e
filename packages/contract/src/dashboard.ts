import { z } from 'zod'
import { DATE_TIME } from './column.ts'

/**
 * The home dashboard's summaries (`GET /admin/shop/dashboard/*`, permission `shop:dashboard:view`),
 * every figure from the shop's rows, in the server's `TZ`. Amounts are exact decimal texts ("1234.50");
 * a change is a whole percentage, or null when the period compared with had nothing.
 */

/** `cards`: optionally as of a given time (today and its comparisons end at that hour). */
export const DashboardCardsQuery = z.object({ at: z.string().trim().regex(DATE_TIME).optional() })

export interface DashboardCards {
  users: {
    total: number
    /** new app users today */
    today: number
    /** new users of the last 7 days against the 7 before, in % */
    weekChange: number | null
  }
  views: {
    /** storefront views today (goods pages and the goods list) */
    today: number
    /** distinct visitors today */
    visitors: number
    /** today's views by 2-hour bucket: 00:00, 02:00 … 22:00 */
    hours: number[]
  }
  payments: {
    /** orders paid today (and not refunded since) */
    today: number
    /** paying users today / visitors today, in %, null without visitors */
    conversion: number | null
  }
  sales: {
    /** what the paid, shipped and completed orders come to, all time */
    total: string
    /** sales of the last 7 days against the 7 before, in % */
    weekChange: number | null
    /** today until this hour against yesterday until the same hour, in % */
    dayChange: number | null
  }
}

/** `sales`: per month of a year (the current one by default). */
export const DashboardSalesQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() })
export interface DashboardSales {
  year: number
  /** twelve months, January first */
  months: { month: number; amount: string; count: number }[]
}

export const DASHBOARD_PERIODS = ['day', 'week', 'month', 'year'] as const
/** `ranking` and `category`: today, this week (from Monday), this month or this year. */
export const DashboardPeriodQuery = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('day'),
  /** the period holding this time (now by default) */
  at: z.string().trim().regex(DATE_TIME).optional(),
})
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]

/** `ranking`: the ten goods most ordered in the period. */
export interface DashboardRankingRow {
  goodsId: number
  name: string
  pic: string | null
  /** the goods' price now */
  price: string
  /** paid orders holding the goods in the period, and what they came to */
  orders: number
  amount: string
  /** orders today less orders yesterday */
  dailyChange: number
  onShelfTime: string | null
}

/** `category`: sales of the period by the goods' category (null: goods without one). */
export interface DashboardCategoryRow {
  categoryId: number | null
  name: string | null
  amount: string
}
