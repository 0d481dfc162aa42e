import { createHash } from 'node:crypto'
import { col, entity } from '@backroom/contract'
import { sql } from 'kysely'
import { type ApiRequest, type AppContext, type Db, formatTime, nowIso } from '../../platform.ts'

/**
 * The dashboard's figures, kept as they happen so that reading them never scans orders: per hour
 * of the server's `TZ` (views, paid orders and what they came to), per goods and day (views,
 * orders, quantity, amount), and who visited and who paid each day. Amounts are integer cents.
 */
export const ShopStatHour = entity('shop_stat_hour', 'ShopStatHourEntity', {
  /** `YYYY-MM-DD HH` in `TZ` */
  hour: col.string(13, '小时').with({ unique: true }),
  views: col.bigint('浏览量').default(0),
  paidCount: col.bigint('支付笔数').default(0),
  paidCents: col.bigint('支付金额（分）').default(0),
})

export const ShopStatGoods = entity('shop_stat_goods', 'ShopStatGoodsEntity', {
  /** `YYYY-MM-DD` in `TZ` */
  day: col.string(10, '日期'),
  goodsId: col.int('商品ID'),
  views: col.bigint('浏览量').default(0),
  orders: col.bigint('下单次数').default(0),
  quantity: col.bigint('数量').default(0),
  cents: col.bigint('金额（分）').default(0),
})

/** One row per visitor and day: an app user (`u:<id>`) or a hashed address. */
export const ShopStatVisitor = entity('shop_stat_visitor', 'ShopStatVisitorEntity', {
  day: col.string(10, '日期'),
  visitor: col.string(64, '访客'),
})

/** One row per app user and day they paid. */
export const ShopStatPayer = entity('shop_stat_payer', 'ShopStatPayerEntity', {
  day: col.string(10, '日期'),
  userId: col.int('用户ID'),
})

export const statTables = [ShopStatHour, ShopStatGoods, ShopStatVisitor, ShopStatPayer]

/** The `TZ` hour (`YYYY-MM-DD HH`) and day of an instant. */
export const hourOf = (iso: string) => formatTime(iso).slice(0, 13)
export const dayOf = (iso: string) => formatTime(iso).slice(0, 10)

/** Exact decimal text with two decimals ↔ integer cents. */
export function cents(text: string): number {
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
  return text.startsWith('-') ? -value : value
}
export function money(value: number | string | bigint): string {
  const n = Number(value)
  const abs = Math.abs(n)
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A paid order's lines, as the statistics need them. */
export interface PaidLine {
  goodsId: number
  quantity: number
  cents: number
}

/**
 * Moves the figures by a paid order (`sign` 1) or takes it back out (-1, a refund), in the order
 * change's transaction, under the hour and day of its payment, so that they always equal the sums
 * over the orders that stand paid, shipped or completed.
 */
export async function countPayment(
  trx: Db,
  order: { userId: number; payTime: string; total: string },
  lines: PaidLine[],
  sign: 1 | -1,
) {
  const now = nowIso()
  const stamp = { createTime: now, updateTime: now }
  await trx
    .insertInto('shop_stat_hour')
    .values({
      hour: hourOf(order.payTime),
      views: 0,
      paidCount: sign,
      paidCents: sign * cents(order.total),
      ...stamp,
    })
    .onConflict((oc) =>
      oc.column('hour').doUpdateSet({
        paidCount: sql`shop_stat_hour."paidCount" + excluded."paidCount"`,
        paidCents: sql`shop_stat_hour."paidCents" + excluded."paidCents"`,
        updateTime: now,
      }),
    )
    .execute()
  const day = dayOf(order.payTime)
  const byGoods = new Map<number, PaidLine>()
  for (const l of lines) {
    const sum = byGoods.get(l.goodsId) ?? { goodsId: l.goodsId, quantity: 0, cents: 0 }
    byGoods.set(l.goodsId, { ...sum, quantity: sum.quantity + l.quantity, cents: sum.cents + l.cents })
  }
  for (const g of [...byGoods.values()].sort((x, y) => x.goodsId - y.goodsId)) {
    await trx
      .insertInto('shop_stat_goods')
      .values({
        day,
        goodsId: g.goodsId,
        views: 0,
        orders: sign,
        quantity: sign * g.quantity,
        cents: sign * g.cents,
        ...stamp,
      })
      .onConflict((oc) =>
        oc.columns(['day', 'goodsId']).doUpdateSet({
          orders: sql`shop_stat_goods.orders + excluded.orders`,
          quantity: sql`shop_stat_goods.quantity + excluded.quantity`,
          cents: sql`shop_stat_goods.cents + excluded.cents`,
          updateTime: now,
        }),
      )
      .execute()
  }
  if (sign === 1)
    await trx
      .insertInto('shop_stat_payer')
      .values({ day, userId: order.userId, ...stamp })
      .onConflict((oc) => oc.columns(['day', 'userId']).doNothing())
      .execute()
}

/** rows of one multi-row insert (within both databases' bound-parameter limits) */
function batches<T>(rows: T[], size = 200): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** how often the storefront's counts are written */
const FLUSH_MS = 5000

/**
 * Storefront traffic, counted in memory and written in one transaction every few seconds (and as
 * the server stops, and before the dashboard reads): browsing adds no write per request. Each
 * instance writes its own increments, so several instances add up.
 */
export class TrafficCounter {
  private hours = new Map<string, number>()
  private goods = new Map<string, number>()
  private visitors = new Map<string, Set<string>>()
  /** visitors already written, today's only */
  private written = { day: '', visitors: new Set<string>() }
  private timer?: NodeJS.Timeout
  private flushing: Promise<void> = Promise.resolve()
  /** signed-in readers being recognised */
  private pending = new Set<Promise<void>>()

  constructor(private readonly ctx: AppContext) {}

  /** A signed-in app user placing or paying an order: a visitor of the day, without a view. */
  visit(userId: number) {
    this.view(`u:${userId}`, undefined, false)
  }

  /** A view of the storefront (`goodsId` undefined) or of one goods, by a visitor. */
  private view(visitor: string, goodsId?: number, counted = true) {
    const now = nowIso()
    const hour = hourOf(now)
    const day = hour.slice(0, 10)
    if (counted) this.hours.set(hour, (this.hours.get(hour) ?? 0) + 1)
    if (goodsId !== undefined) {
      const key = `${day}|${goodsId}`
      this.goods.set(key, (this.goods.get(key) ?? 0) + 1)
    }
    if (this.written.day !== day) this.written = { day, visitors: new Set() }
    if (!this.written.visitors.has(visitor)) {
      const set = this.visitors.get(day) ?? new Set()
      this.visitors.set(day, set.add(visitor))
    }
  }

  /**
   * Counts a storefront read: its visitor is the signed-in app user, else the caller's address,
   * hashed with the day (never stored in clear). Never throws, never holds the answer up.
   */
  seen(req: ApiRequest, goodsId?: number) {
    const token = req.raw.headers.authorization
    const anonymous = () =>
      createHash('sha256')
        .update(`${dayOf(nowIso())}|${req.ip}`)
        .digest('hex')
        .slice(0, 40)
    if (!token) return this.view(`a:${anonymous()}`, goodsId)
    const counted: Promise<void> = this.ctx.appRealm.authenticate(token).then(
      (user) => this.view(`u:${user.userId}`, goodsId),
      () => this.view(`a:${anonymous()}`, goodsId),
    )
    this.pending.add(counted)
    void counted.finally(() => this.pending.delete(counted))
  }

  start() {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS).unref()
  }

  async stop() {
    clearInterval(this.timer)
    await this.flush()
  }

  /** Writes what was counted since the last write; one write at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      await Promise.all(this.pending)
      await this.write()
    })
    return this.flushing
  }

  private async write() {
    if (!this.hours.size && !this.visitors.size) return
    const [hours, goods, visitors] = [this.hours, this.goods, this.visitors]
    this.hours = new Map()
    this.goods = new Map()
    this.visitors = new Map()
    const now = nowIso()
    const stamp = { createTime: now, updateTime: now }
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        for (const rows of batches(
          [...hours].map(([hour, views]) => ({ hour, views, paidCount: 0, paidCents: 0, ...stamp })),
        ))
          await trx
            .insertInto('shop_stat_hour')
            .values(rows)
            .onConflict((oc) =>
              oc
                .column('hour')
                .doUpdateSet({ views: sql`shop_stat_hour.views + excluded.views`, updateTime: now }),
            )
            .execute()
        const goodsRows = [...goods].map(([key, views]) => {
          const [day, goodsId] = key.split('|')
          return { day, goodsId: Number(goodsId), views, orders: 0, quantity: 0, cents: 0, ...stamp }
        })
        for (const rows of batches(goodsRows))
          await trx
            .insertInto('shop_stat_goods')
            .values(rows)
            .onConflict((oc) =>
              oc
                .columns(['day', 'goodsId'])
                .doUpdateSet({ views: sql`shop_stat_goods.views + excluded.views`, updateTime: now }),
            )
            .execute()
        const visitorRows = [...visitors].flatMap(([day, set]) =>
          [...set].map((visitor) => ({ day, visitor, ...stamp })),
        )
        for (const rows of batches(visitorRows))
          await trx
            .insertInto('shop_stat_visitor')
            .values(rows)
            .onConflict((oc) => oc.columns(['day', 'visitor']).doNothing())
            .execute()
      })
      for (const [day, set] of visitors)
        if (day === this.written.day) for (const v of set) this.written.visitors.add(v)
    } catch (err) {
      // kept for the next write rather than lost
      for (const [k, v] of hours) this.hours.set(k, (this.hours.get(k) ?? 0) + v)
      for (const [k, v] of goods) this.goods.set(k, (this.goods.get(k) ?? 0) + v)
      for (const [d, set] of visitors)
        for (const v of set) this.visitors.set(d, (this.visitors.get(d) ?? new Set()).add(v))
      this.ctx.log.error({ err }, 'the storefront counts could not be written; kept for the next try')
    }
  }
}
