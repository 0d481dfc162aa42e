import {
  AppOrderCreate,
  Id,
  type OrderDetail,
  OrderMove,
  OrderShip,
  type OrderTransition,
  ShopOrder,
  ShopOrderHistory,
  ShopOrderLine,
  type Text,
  UserInfo,
} from '@backroom/contract'
import { z } from 'zod'
import {
  type AppContext,
  type Db,
  fail,
  failOn,
  type ResourceDeclaration,
  type ResourceHandle,
  readRow,
  route,
} from '../../platform.ts'
import { messages } from './messages.ts'
import { type Mover, moveOrder, placeOrder, shopperOf } from './order-flow.ts'
import { paymentProvider } from './payment.ts'
import type { TrafficCounter } from './stats.ts'

const ById = z.object({ id: Id })

/** An order with its lines and history, the user's nick name beside it; undefined when missing (or not `owner`'s). */
export async function orderDetail(db: Db, id: number, owner?: number): Promise<OrderDetail | undefined> {
  let find = db
    .selectFrom('shop_order as a')
    .leftJoin('user_info as u', 'u.id', 'a.userId')
    .selectAll('a')
    .select('u.nickName as userName')
    .where('a.id', '=', id)
  if (owner !== undefined) find = find.where('a.userId', '=', owner)
  const order = await find.executeTakeFirst()
  if (!order) return undefined
  const [lines, history] = await Promise.all([
    db.selectFrom('shop_order_line').selectAll().where('orderId', '=', id).orderBy('id').execute(),
    db.selectFrom('shop_order_history').selectAll().where('orderId', '=', id).orderBy('id').execute(),
  ])
  return {
    ...readRow(ShopOrder, order),
    lines: lines.map((l) => readRow(ShopOrderLine, l)),
    history: history.map((h) => readRow(ShopOrderHistory, h)),
  } as OrderDetail
}

const MOVES: Record<Exclude<OrderTransition, 'ship'>, Text> = {
  pay: { 'zh-cn': '标记为已付款', 'zh-tw': '標記為已付款', en: 'Mark an unpaid order paid' },
  cancel: { 'zh-cn': '取消未付款订单', 'zh-tw': '取消未付款訂單', en: 'Cancel an unpaid order' },
  refund: { 'zh-cn': '退款', 'zh-tw': '退款', en: 'Refund a paid or shipped order' },
  complete: { 'zh-cn': '完成已发货订单', 'zh-tw': '完成已出貨訂單', en: 'Complete a shipped order' },
}

/**
 * Orders: placed by app users through the app realm (the stock taken as they are placed), paid
 * through the payment provider, and moved by administrators along their legal transitions only,
 * each kept in the order's history.
 */
export function orderResource(ctx: AppContext, traffic: TrafficCounter): ResourceDeclaration {
  const admin = (req: { admin: { userId: number; username: string } }): Mover => ({
    type: 1,
    id: req.admin.userId,
    name: req.admin.username,
  })

  /** Asks the payment provider for an unpaid order's money; the order is paid once it has it. */
  async function pay(self: ResourceHandle, id: number, owner: number) {
    traffic.visit(owner)
    const provider = paymentProvider(ctx)
    if (!provider) throw fail(messages.noPaymentProvider)
    const order = await ctx.db
      .selectFrom('shop_order')
      .select(['orderNum', 'total', 'status'])
      .where('id', '=', id)
      .where('userId', '=', owner)
      .executeTakeFirst()
    if (!order) throw failOn(messages.noOrder, { field: 'id' })
    // an order that is not unpaid is refused by the move, without asking the provider
    if (order.status === 0) {
      const { total } = readRow<{ total: string }>(ShopOrder, order)
      const answer = await provider.pay({ orderId: id, orderNum: order.orderNum, userId: owner, total })
      if (!answer.paid) return { id, status: 0, params: answer.params }
    }
    return self.transaction(async (trx) =>
      moveOrder(ctx, trx as Db, id, 'pay', await shopperOf(trx as Db, owner), {
        owner,
        payment: provider.name,
      }),
    )
  }

  return {
    prefix: '/admin/shop/order',
    entity: ShopOrder,
    description: { 'zh-cn': '订单', 'zh-tw': '訂單', en: 'Orders' },
    api: ['page'],
    scope: { none: "orders are the shop's, handled by every administrator of the module" },
    recycle: { none: 'orders are never deleted: they move to cancelled or refunded' },
    search: {
      keyWord: ['orderNum', 'u.nickName', 'goodsNames'],
      eq: ['status', 'userId'],
      range: ['payTime', 'total', 'createTime'],
    },
    joins: [
      {
        table: 'user_info',
        alias: 'u',
        on: ['a.userId', 'u.id'],
        select: { userName: 'u.nickName' },
        entity: UserInfo,
      },
    ],
    sortable: ['createTime', 'payTime', 'total'],
    defaultOrder: [
      ['createTime', 'desc'],
      ['id', 'desc'],
    ],
    routes: (self) => [
      route({
        method: 'GET',
        action: 'info',
        access: { perm: 'shop:order:info' },
        summary: { 'zh-cn': '订单详情', 'zh-tw': '訂單詳情', en: 'An order with its lines and history' },
        query: ById,
        handler: async ({ query }) => {
          const detail = await orderDetail(ctx.db, query.id)
          if (!detail) throw failOn(messages.noOrder, { field: 'id' })
          return detail
        },
      }),
      ...(Object.keys(MOVES) as (keyof typeof MOVES)[]).map((move) =>
        route({
          method: 'POST',
          action: move,
          access: { perm: `shop:order:${move}` },
          summary: MOVES[move],
          body: OrderMove,
          handler: (req) =>
            self.transaction((trx) => moveOrder(ctx, trx as Db, req.body.id, move, admin(req))),
        }),
      ),
      route({
        method: 'POST',
        action: 'ship',
        access: { perm: 'shop:order:ship' },
        summary: { 'zh-cn': '发货', 'zh-tw': '出貨', en: 'Ship a paid order' },
        body: OrderShip,
        handler: (req) =>
          self.transaction((trx) =>
            moveOrder(ctx, trx as Db, req.body.id, 'ship', admin(req), {
              trackingNumber: req.body.trackingNumber,
            }),
          ),
      }),
    ],
    app: {
      owner: 'userId',
      api: ['page'],
      routes: (self) => [
        route({
          method: 'GET',
          action: 'info',
          access: 'app',
          summary: { 'zh-cn': '我的订单详情', 'zh-tw': '我的訂單詳情', en: 'One of my orders' },
          query: ById,
          handler: async ({ query, appUser }) => {
            const detail = await orderDetail(ctx.db, query.id, appUser!.userId)
            if (!detail) throw failOn(messages.noOrder, { field: 'id' })
            return detail
          },
        }),
        route({
          method: 'POST',
          action: 'create',
          access: 'app',
          summary: { 'zh-cn': '下单', 'zh-tw': '下單', en: 'Place an order' },
          body: AppOrderCreate,
          handler: ({ body, appUser }) => {
            traffic.visit(appUser!.userId)
            return self.transaction((trx) => placeOrder(ctx, trx as Db, appUser!.userId, body))
          },
        }),
        route({
          method: 'POST',
          action: 'pay',
          access: 'app',
          summary: { 'zh-cn': '支付订单', 'zh-tw': '付款', en: 'Pay an order' },
          body: OrderMove,
          handler: ({ body, appUser }) => pay(self, body.id, appUser!.userId),
        }),
        route({
          method: 'POST',
          action: 'cancel',
          access: 'app',
          summary: { 'zh-cn': '取消未付款订单', 'zh-tw': '取消未付款訂單', en: 'Cancel an unpaid order' },
          body: OrderMove,
          handler: ({ body, appUser }) =>
            self.transaction(async (trx) =>
              moveOrder(ctx, trx as Db, body.id, 'cancel', await shopperOf(trx as Db, appUser!.userId), {
                owner: appUser!.userId,
              }),
            ),
        }),
      ],
    },
  }
}
