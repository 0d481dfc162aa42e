import { col, entity, ORDER_TRANSITIONS, OrderStatus, type OrderTransition } from '@backroom/contract'
import { sql } from 'kysely'
import {
  type AppContext,
  AppError,
  type Db,
  fail,
  failOn,
  nowIso,
  readDecimal,
  storedDecimal,
} from '../../platform.ts'
import { messages, moveTexts, statusTexts } from './messages.ts'
import { cents, countPayment, dayOf, money } from './stats.ts'

declare module '../../platform.ts' {
  interface Events {
    /** an order has been paid */
    'order.paid': { orderId: number; userId: number; total: string }
  }
}

/** The last order number of each day (`YYYY-MM-DD` in `TZ`). */
export const ShopOrderSeq = entity('shop_order_seq', 'ShopOrderSeqEntity', {
  day: col.string(10, '日期').with({ unique: true }),
  last: col.int('序号'),
})

/** A stored time (text on SQLite, a Date on PostgreSQL) as ISO text. */
export const isoOf = (value: unknown) => new Date(value as string | Date).toISOString()

/** An app user moving their order, by their nick name. */
export async function shopperOf(trx: Db, userId: number): Promise<Mover> {
  const user = await trx
    .selectFrom('user_info')
    .select('nickName')
    .where('id', '=', userId)
    .executeTakeFirst()
  return { type: 2, id: userId, name: user?.nickName ?? null }
}

/** Who moves an order: the system (a timeout), an administrator or the app user. */
export interface Mover {
  type: 0 | 1 | 2
  id: number | null
  name: string | null
}

/** A move in the order's history. */
async function record(
  trx: Db,
  orderId: number,
  fromStatus: number | null,
  toStatus: number,
  by: Mover,
  remark: string | null,
) {
  const now = nowIso()
  await trx
    .insertInto('shop_order_history')
    .values({
      orderId,
      fromStatus,
      toStatus,
      operatorType: by.type,
      operatorId: by.id,
      operatorName: by.name,
      remark,
      createTime: now,
      updateTime: now,
    })
    .execute()
}

const SYSTEM: Mover = { type: 0, id: null, name: null }

/** Moves that give the stock back, by the state they leave: cancelling an unpaid order, refunding one not shipped. */
const RETURNS_STOCK: Partial<Record<OrderTransition, number[]>> = { cancel: [0], refund: [1] }

const linesOf = (trx: Db, orderId: number) =>
  trx.selectFrom('shop_order_line').selectAll().where('orderId', '=', orderId).orderBy('id').execute()

/**
 * Moves an order through one of its transitions, or refuses (1001, nothing changed) a move its
 * state does not allow. In the same transaction: its times, the stock given back, the dashboard's
 * figures, its history and, for a payment, the `order.paid` event. `owner` limits it to that app
 * user's orders.
 */
export async function moveOrder(
  ctx: AppContext,
  trx: Db,
  id: number,
  move: OrderTransition,
  by: Mover,
  extra: { trackingNumber?: string; payment?: string; owner?: number } = {},
) {
  let find = trx.selectFrom('shop_order').selectAll().where('id', '=', id)
  if (extra.owner !== undefined) find = find.where('userId', '=', extra.owner)
  const order = await find.executeTakeFirst()
  if (!order) throw failOn(messages.noOrder, { field: 'id' })
  const { from, to } = ORDER_TRANSITIONS[move]
  if (!(from as readonly number[]).includes(order.status))
    throw fail(messages.cannotMove, { status: statusTexts[order.status], action: moveTexts[move] })
  const now = nowIso()
  const times = {
    pay: { payTime: now, payment: extra.payment ?? null },
    ship: { shipTime: now, trackingNumber: extra.trackingNumber ?? null },
    complete: { completeTime: now },
    cancel: {},
    refund: {},
  }[move]
  // the state read above is the state changed: a concurrent move makes this one change nothing
  const moved = await trx
    .updateTable('shop_order')
    .set({ status: to, ...times, updateTime: now })
    .where('id', '=', id)
    .where('status', '=', order.status)
    .executeTakeFirst()
  if (Number(moved.numUpdatedRows) !== 1)
    throw fail(messages.cannotMove, { status: statusTexts[order.status], action: moveTexts[move] })
  const lines = await linesOf(trx, id)
  if (RETURNS_STOCK[move]?.includes(order.status))
    for (const l of [...lines].sort((a, b) => a.goodsId - b.goodsId))
      await trx
        .updateTable('shop_goods')
        .set({ stock: sql`stock + ${l.quantity}`, updateTime: now })
        .where('id', '=', l.goodsId)
        .execute()
  const paid = lines.map((l) => ({
    goodsId: l.goodsId,
    quantity: l.quantity,
    cents: cents(readDecimal(l.price, 2)) * l.quantity,
  }))
  const total = readDecimal(order.total, 2)
  if (move === 'pay') await countPayment(trx, { userId: order.userId, payTime: now, total }, paid, 1)
  if (move === 'refund' && order.payTime)
    await countPayment(trx, { userId: order.userId, payTime: isoOf(order.payTime), total }, paid, -1)
  await record(trx, id, order.status, to, by, extra.trackingNumber ?? null)
  if (move === 'pay') await ctx.events.emit(trx, 'order.paid', { orderId: id, userId: order.userId, total })
  return { id, status: to }
}

/** Today's next order number: the date in `TZ` and that day's sequence (`20261202000042`). */
async function nextOrderNum(trx: Db, day: string) {
  const now = nowIso()
  const row = await trx
    .insertInto('shop_order_seq')
    .values({ day, last: 1, createTime: now, updateTime: now })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({ last: sql`shop_order_seq."last" + 1`, updateTime: now }),
    )
    .returning('last')
    .executeTakeFirstOrThrow()
  return `${day.replaceAll('-', '')}${String(row.last).padStart(6, '0')}`
}

/**
 * Places an app user's order: goods on shelf, to one of their addresses, the stock taken in the
 * same transaction by a conditional update each (never below zero, whatever runs beside it).
 */
export async function placeOrder(
  ctx: AppContext,
  trx: Db,
  userId: number,
  body: { addressId: number; items: { goodsId: number; quantity: number }[]; remark?: string },
) {
  const address = await trx
    .selectFrom('user_address')
    .select(['contact', 'phone', 'province', 'city', 'district', 'address'])
    .where('id', '=', body.addressId)
    .where('userId', '=', userId)
    .executeTakeFirst()
  if (!address) throw failOn(messages.noAddress, { field: 'addressId' })
  const items = [...body.items].sort((a, b) => a.goodsId - b.goodsId)
  if (new Set(items.map((i) => i.goodsId)).size !== items.length)
    throw failOn(messages.sameGoodsTwice, { field: 'items' })
  const goods = await trx
    .selectFrom('shop_goods')
    .select(['id', 'name', 'pic', 'price'])
    .where(
      'id',
      'in',
      items.map((i) => i.goodsId),
    )
    .where('status', '=', 1)
    .execute()
  const byId = new Map(goods.map((g) => [g.id, g]))
  const now = nowIso()
  let total = 0
  for (const [index, item] of items.entries()) {
    const g = byId.get(item.goodsId)
    if (!g) throw failOn(messages.notOnShelf, { field: `items.${index}.goodsId` })
    const taken = await trx
      .updateTable('shop_goods')
      .set({ stock: sql`stock - ${item.quantity}`, updateTime: now })
      .where('id', '=', item.goodsId)
      .where('status', '=', 1)
      .where('stock', '>=', item.quantity)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) !== 1)
      throw failOn(messages.outOfStock, { field: `items.${index}.quantity`, params: { name: g.name } })
    total += cents(readDecimal(g.price, 2)) * item.quantity
  }
  const names = items.map((i) => `${byId.get(i.goodsId)?.name} ×${i.quantity}`).join('，')
  const order = await trx
    .insertInto('shop_order')
    .values({
      orderNum: await nextOrderNum(trx, dayOf(now)),
      userId,
      address: JSON.stringify(address),
      total: storedDecimal(ctx.dialect, money(total)),
      goodsNames: names.length > 500 ? `${names.slice(0, 499)}…` : names,
      status: OrderStatus.unpaid,
      remark: body.remark ?? null,
      createTime: now,
      updateTime: now,
    })
    .returning(['id', 'orderNum', 'total'])
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('shop_order_line')
    .values(
      items.map((i) => {
        const g = byId.get(i.goodsId)!
        return {
          orderId: order.id,
          goodsId: g.id,
          goodsName: g.name,
          goodsPic: g.pic,
          price: g.price,
          quantity: i.quantity,
          createTime: now,
          updateTime: now,
        }
      }),
    )
    .execute()
  await record(trx, order.id, null, OrderStatus.unpaid, await shopperOf(trx, userId), null)
  return { id: order.id, orderNum: order.orderNum, total: money(total) }
}

/**
 * Cancels the unpaid orders placed more than `minutes` ago (their stock given back), each in its
 * own transaction: one paid meanwhile is left as it is.
 */
export async function cancelOverdue(ctx: AppContext, minutes: number) {
  const before = new Date(Date.now() - minutes * 60_000).toISOString()
  const due = await ctx.db
    .selectFrom('shop_order')
    .select('id')
    .where('status', '=', OrderStatus.unpaid)
    .where('createTime', '<', before)
    .orderBy('id')
    .limit(1000)
    .execute()
  let cancelled = 0
  for (const { id } of due) {
    try {
      await ctx.db.transaction().execute((trx) => moveOrder(ctx, trx as Db, id, 'cancel', SYSTEM))
      cancelled++
    } catch (err) {
      if (!(err instanceof AppError)) throw err
    }
  }
  return `${cancelled} unpaid orders cancelled`
}
