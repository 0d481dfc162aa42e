import {
  type DashboardCards,
  DashboardCardsQuery,
  type DashboardCategoryRow,
  type DashboardPeriod,
  DashboardPeriodQuery,
  type DashboardRankingRow,
  type DashboardSales,
  DashboardSalesQuery,
  ShopGoods,
} from '@backroom/contract'
import { sql } from 'kysely'
import { type AppContext, formatTime, type RouteGroup, readRow, route, storedTime } from '../../platform.ts'
import { dayOf, hourOf, money, type TrafficCounter } from './stats.ts'

const access = { perm: 'shop:dashboard:view' }

/** The calendar day `days` before (or after) a `YYYY-MM-DD` key. */
function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The first day of the period holding `day`: itself, its Monday, the 1st of its month or of its year. */
function periodStart(day: string, period: DashboardPeriod): string {
  if (period === 'year') return `${day.slice(0, 4)}-01-01`
  if (period === 'month') return `${day.slice(0, 7)}-01`
  if (period === 'week') {
    const [y, m, d] = day.split('-').map(Number)
    return shiftDay(day, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7))
  }
  return day
}

/** The time a summary is as of: the one asked for, else now. */
const atOf = (at: string | undefined) => (at ? new Date(storedTime(at)) : new Date())

/** `cur` against `prev` in whole per cent; null when there was nothing to compare with. */
const change = (cur: number, prev: number) => (prev === 0 ? null : Math.round(((cur - prev) / prev) * 100))

/**
 * The home dashboard's summaries, one route per card group, each read from the statistics rows
 * (`stats.ts`) and never from the orders, so their cost does not grow with the orders.
 */
export function dashboardRoutes(ctx: AppContext, traffic: TrafficCounter): RouteGroup {
  const db = ctx.db

  /** Sums of the hourly rows from `from` to `to` (hour keys, both included). */
  async function hours(from: string, to: string) {
    const row = await db
      .selectFrom('shop_stat_hour')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('views'), sql.lit(0)).as('views'),
        eb.fn.coalesce(eb.fn.sum<number>('paidCount'), sql.lit(0)).as('paidCount'),
        eb.fn.coalesce(eb.fn.sum<number>('paidCents'), sql.lit(0)).as('paidCents'),
      ])
      .where('hour', '>=', from)
      .where('hour', '<=', to)
      .executeTakeFirstOrThrow()
    return { views: Number(row.views), paidCount: Number(row.paidCount), paidCents: Number(row.paidCents) }
  }

  /** New app users from the start of day `from` up to `until` (an instant). */
  async function newUsers(from: string, until: string) {
    const row = await db
      .selectFrom('user_info')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('createTime', '>=', storedTime(from))
      .where('createTime', '<', until)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  const countOf = async (table: 'shop_stat_visitor' | 'shop_stat_payer', day: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('day', '=', day)
          .executeTakeFirstOrThrow()
      ).n,
    )

  async function cards(at: Date): Promise<DashboardCards> {
    const now = hourOf(at.toISOString())
    const today = now.slice(0, 10)
    const hh = now.slice(11)
    const yesterday = shiftDay(today, -1)
    const weekAgo = shiftDay(today, -6)
    const twoWeeksAgo = shiftDay(today, -13)
    // the end of the hour `at` is in: "today until now" is counted in whole hours on both sides
    const until = new Date(new Date(storedTime(`${today} ${hh}:00:00`)).getTime() + 3_600_000).toISOString()
    const [usersTotal, usersToday, usersWeek, usersWeekBefore] = await Promise.all([
      db
        .selectFrom('user_info')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('createTime', '<', until)
        .executeTakeFirstOrThrow(),
      newUsers(today, until),
      newUsers(weekAgo, until),
      newUsers(twoWeeksAgo, storedTime(weekAgo)),
    ])
    const [day, sameHourYesterday, week, weekBefore, all, visitors, payers] = await Promise.all([
      hours(`${today} 00`, now),
      hours(`${yesterday} 00`, `${yesterday} ${hh}`),
      hours(`${weekAgo} 00`, now),
      hours(`${twoWeeksAgo} 00`, `${shiftDay(weekAgo, -1)} 23`),
      hours('0000', now),
      countOf('shop_stat_visitor', today),
      countOf('shop_stat_payer', today),
    ])
    const byHour = await db
      .selectFrom('shop_stat_hour')
      .select(['hour', 'views'])
      .where('hour', '>=', `${today} 00`)
      .where('hour', '<=', now)
      .execute()
    const twoHourly = Array.from({ length: 12 }, () => 0)
    for (const r of byHour) twoHourly[Math.floor(Number(r.hour.slice(11)) / 2)] += Number(r.views)
    return {
      users: {
        total: Number(usersTotal.n),
        today: usersToday,
        weekChange: change(usersWeek, usersWeekBefore),
      },
      views: { today: day.views, visitors, hours: twoHourly },
      payments: {
        today: day.paidCount,
        conversion: visitors ? Math.round((payers / visitors) * 100) : null,
      },
      sales: {
        total: money(all.paidCents),
        weekChange: change(week.paidCents, weekBefore.paidCents),
        dayChange: change(day.paidCents, sameHourYesterday.paidCents),
      },
    }
  }

  async function sales(year: number): Promise<DashboardSales> {
    const month = sql<string>`substr(hour, 1, 7)`
    const rows = await db
      .selectFrom('shop_stat_hour')
      .select((eb) => [
        month.as('month'),
        eb.fn.sum<number>('paidCents').as('cents'),
        eb.fn.sum<number>('paidCount').as('count'),
      ])
      .where('hour', '>=', `${year}-01-01 00`)
      .where('hour', '<=', `${year}-12-31 23`)
      .groupBy(month)
      .execute()
    const byMonth = new Map(rows.map((r) => [Number(r.month.slice(5)), r]))
    return {
      year,
      months: Array.from({ length: 12 }, (_, i) => {
        const r = byMonth.get(i + 1)
        return { month: i + 1, amount: money(r ? Number(r.cents) : 0), count: r ? Number(r.count) : 0 }
      }),
    }
  }

  async function ranking(period: DashboardPeriod, at: Date): Promise<DashboardRankingRow[]> {
    const today = dayOf(at.toISOString())
    const rows = await db
      .selectFrom('shop_stat_goods as s')
      .innerJoin('shop_goods as g', 'g.id', 's.goodsId')
      .select((eb) => [
        's.goodsId',
        eb.fn.sum<number>('s.orders').as('orders'),
        eb.fn.sum<number>('s.cents').as('cents'),
      ])
      .where('s.day', '>=', periodStart(today, period))
      .where('s.day', '<=', today)
      .groupBy('s.goodsId')
      .having((eb) => eb.fn.sum('s.orders'), '>', 0)
      .orderBy((eb) => eb.fn.sum('s.orders'), 'desc')
      .orderBy('s.goodsId')
      .limit(10)
      .execute()
    if (!rows.length) return []
    const ids = rows.map((r) => r.goodsId)
    const [goods, days] = await Promise.all([
      db
        .selectFrom('shop_goods')
        .select(['id', 'name', 'pic', 'price', 'onShelfTime'])
        .where('id', 'in', ids)
        .execute(),
      db
        .selectFrom('shop_stat_goods')
        .select(['goodsId', 'day', 'orders'])
        .where('goodsId', 'in', ids)
        .where('day', 'in', [today, shiftDay(today, -1)])
        .execute(),
    ])
    type Shown = { name: string; pic: string | null; price: string; onShelfTime: string | null }
    const byId = new Map(goods.map((g) => [g.id, readRow<Shown>(ShopGoods, g)]))
    const daily = (id: number, day: string) =>
      Number(days.find((d) => d.goodsId === id && d.day === day)?.orders ?? 0)
    return rows.map((r) => {
      const g = byId.get(r.goodsId)!
      return {
        goodsId: r.goodsId,
        name: g.name,
        pic: g.pic,
        price: g.price,
        orders: Number(r.orders),
        amount: money(Number(r.cents)),
        dailyChange: daily(r.goodsId, today) - daily(r.goodsId, shiftDay(today, -1)),
        onShelfTime: g.onShelfTime,
      }
    })
  }

  async function category(period: DashboardPeriod, at: Date): Promise<DashboardCategoryRow[]> {
    const today = dayOf(at.toISOString())
    const rows = await db
      .selectFrom('shop_stat_goods as s')
      .innerJoin('shop_goods as g', 'g.id', 's.goodsId')
      .leftJoin('shop_category as c', 'c.id', 'g.categoryId')
      .select((eb) => ['g.categoryId', 'c.name', eb.fn.sum<number>('s.cents').as('cents')])
      .where('s.day', '>=', periodStart(today, period))
      .where('s.day', '<=', today)
      .groupBy(['g.categoryId', 'c.name'])
      .having((eb) => eb.fn.sum('s.cents'), '>', 0)
      .orderBy((eb) => eb.fn.sum('s.cents'), 'desc')
      .execute()
    return rows.map((r) => ({ categoryId: r.categoryId, name: r.name, amount: money(Number(r.cents)) }))
  }

  return {
    prefix: '/admin/shop/dashboard',
    description: { 'zh-cn': '首页看板', 'zh-tw': '首頁看板', en: 'Home dashboard' },
    routes: [
      route({
        method: 'GET',
        action: 'cards',
        access,
        summary: { 'zh-cn': '统计卡片', 'zh-tw': '統計卡片', en: 'Users, views, payments and sales' },
        query: DashboardCardsQuery,
        handler: async ({ query }) => {
          await traffic.flush()
          return cards(atOf(query.at))
        },
      }),
      route({
        method: 'GET',
        action: 'sales',
        access,
        summary: {
          'zh-cn': '月度销售额与订单数',
          'zh-tw': '每月銷售額與訂單數',
          en: 'Sales and orders per month',
        },
        query: DashboardSalesQuery,
        handler: ({ query }) => sales(query.year ?? Number(formatTime(new Date()).slice(0, 4))),
      }),
      route({
        method: 'GET',
        action: 'ranking',
        access,
        summary: { 'zh-cn': '热门商品排行', 'zh-tw': '熱門商品排行', en: 'Popular goods' },
        query: DashboardPeriodQuery,
        handler: ({ query }) => ranking(query.period, atOf(query.at)),
      }),
      route({
        method: 'GET',
        action: 'category',
        access,
        summary: { 'zh-cn': '类别占比', 'zh-tw': '類別佔比', en: 'Sales by category' },
        query: DashboardPeriodQuery,
        handler: ({ query }) => category(query.period, atOf(query.at)),
      }),
    ],
  }
}
