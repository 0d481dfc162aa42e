import { z } from 'zod'
import { col } from '../column.ts'
import { entity } from '../entity.ts'
import { Id } from '../numbers.ts'

/** An order's states, by value: 0 unpaid, 1 paid, 2 shipped, 3 completed, 4 cancelled, 5 refunded. */
export const ORDER_STATUS = ['待付款', '已付款', '已发货', '已完成', '已取消', '已退款'] as const
export const OrderStatus = {
  unpaid: 0,
  paid: 1,
  shipped: 2,
  completed: 3,
  cancelled: 4,
  refunded: 5,
} as const

/** The moves an order may make, by name: from which states, to which. Anything else is refused. */
export const ORDER_TRANSITIONS = {
  pay: { from: [0], to: 1 },
  cancel: { from: [0], to: 4 },
  ship: { from: [1], to: 2 },
  refund: { from: [1, 2], to: 5 },
  complete: { from: [2], to: 3 },
} as const satisfies Record<string, { from: readonly number[]; to: number }>
export type OrderTransition = keyof typeof ORDER_TRANSITIONS

/** Where an order goes, as the address was when it was placed (the address may change or go since). */
export const OrderAddress = z.object({
  contact: z.string().max(50),
  phone: z.string().max(20),
  province: z.string().max(50),
  city: z.string().max(50),
  district: z.string().max(50),
  address: z.string().max(200),
})
export type OrderAddress = z.infer<typeof OrderAddress>

/**
 * An app user's order. Written by the server only: placed through the app realm, moved through its
 * transitions (each a route with its permission), never edited field by field.
 */
export const ShopOrder = entity('shop_order', 'ShopOrderEntity', {
  /** unique and readable: the day it was placed and that day's sequence (`20261202000042`) */
  orderNum: col.string(32, '订单号').with({ unique: true }),
  userId: col.int('用户ID'),
  address: col.json(OrderAddress, '收货地址'),
  /** what the lines cost together, exact */
  total: col.decimal(12, 2, '总金额', { unsigned: true }).default('0.00'),
  /** the goods' names with their quantities, for the list and its keyword search */
  goodsNames: col.string(500, '商品'),
  status: col.choice('状态', [...ORDER_STATUS]).default(0),
  /** the payment provider that took the money */
  payment: col.string(50, '支付方式').nullable(),
  payTime: col.datetime('支付时间').nullable(),
  shipTime: col.datetime('发货时间').nullable(),
  completeTime: col.datetime('完成时间').nullable(),
  trackingNumber: col.string(64, '物流单号').nullable(),
  remark: col.string(500, '备注').nullable(),
})

/** One line of an order: the goods as they were when ordered (name, picture, price) and how many. */
export const ShopOrderLine = entity('shop_order_line', 'ShopOrderLineEntity', {
  orderId: col.int('订单ID'),
  goodsId: col.int('商品ID'),
  goodsName: col.string(50, '商品名称'),
  goodsPic: col.string(500, '商品图片').nullable(),
  price: col.decimal(12, 2, '单价', { unsigned: true }),
  quantity: col.int('数量'),
})

/** Every move of an order: from which state to which, who made it and when (`createTime`). */
export const ShopOrderHistory = entity('shop_order_history', 'ShopOrderHistoryEntity', {
  orderId: col.int('订单ID'),
  /** null for the order being placed */
  fromStatus: col.int('原状态').nullable(),
  toStatus: col.int('新状态'),
  /** 0 the system (a timeout), 1 an administrator, 2 the app user */
  operatorType: col.choice('操作人类型', ['系统', '管理员', '用户']),
  operatorId: col.int('操作人ID').nullable(),
  operatorName: col.string(100, '操作人').nullable(),
  /** the tracking number of a shipment */
  remark: col.string(200, '备注').nullable(),
})

/** `admin/shop/order/{pay,cancel,refund,complete}`: one order. */
export const OrderMove = z.object({ id: Id })
/** `admin/shop/order/ship`: with the parcel's tracking number. */
export const OrderShip = z.object({ id: Id, trackingNumber: z.string().trim().min(1).max(64) })

/** `app/shop/order/create`: goods on shelf with their quantities, to one of the caller's addresses. */
export const AppOrderCreate = z.object({
  addressId: Id,
  items: z
    .array(z.object({ goodsId: Id, quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(50),
  remark: z.string().trim().max(500).optional(),
})

/** An order with its lines and history: `info` on both realms. */
export type OrderDetail = z.infer<typeof ShopOrder.row> & {
  lines: z.infer<typeof ShopOrderLine.row>[]
  history: z.infer<typeof ShopOrderHistory.row>[]
  userName?: string | null
}
