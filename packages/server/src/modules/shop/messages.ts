import { defineMessages } from '../../platform.ts'

export const messages = defineMessages({
  categoryHasGoods: {
    'zh-cn': '该分类及其子分类下还有 {count} 件商品，请先移走或删除它们',
    'zh-tw': '此分類及其子分類下還有 {count} 件商品，請先移走或刪除它們',
    en: 'This category and those below it hold {count} goods: move or delete them first',
  },
  noCategory: {
    'zh-cn': '分类不存在',
    'zh-tw': '分類不存在',
    en: 'The category does not exist',
  },
  notOnShelf: {
    'zh-cn': '商品不存在或已下架',
    'zh-tw': '商品不存在或已下架',
    en: 'The goods do not exist or are off shelf',
  },
  noOrder: {
    'zh-cn': '订单不存在',
    'zh-tw': '訂單不存在',
    en: 'The order does not exist',
  },
  cannotMove: {
    'zh-cn': '订单状态为「{status}」，不能{action}',
    'zh-tw': '訂單狀態為「{status}」，不能{action}',
    en: 'The order is {status}: it cannot be {action}',
  },
  noAddress: {
    'zh-cn': '收货地址不存在',
    'zh-tw': '收件地址不存在',
    en: 'The delivery address does not exist',
  },
  outOfStock: {
    'zh-cn': '「{name}」库存不足',
    'zh-tw': '「{name}」庫存不足',
    en: 'Not enough of "{name}" in stock',
  },
  sameGoodsTwice: {
    'zh-cn': '同一商品请合并为一行',
    'zh-tw': '同一商品請合併為一行',
    en: 'List each goods once, with its quantity',
  },
  noPaymentProvider: {
    'zh-cn': '没有可用的支付方式',
    'zh-tw': '沒有可用的付款方式',
    en: 'No payment provider',
  },
  timeoutDescription: {
    'zh-cn': '取消超时未付款的订单并退回库存',
    'zh-tw': '取消逾時未付款的訂單並退回庫存',
    en: 'Cancels unpaid orders past the timeout, returning their stock',
  },
  notBought: {
    'zh-cn': '只能评价已完成订单中购买的商品，且每件只能评价一次',
    'zh-tw': '只能評價已完成訂單中購買的商品，且每件只能評價一次',
    en: 'You can comment on goods from a completed order of yours, once per order line',
  },
})

/** The order states, as `cannotMove` names them. */
export const statusTexts = [
  { 'zh-cn': '待付款', 'zh-tw': '待付款', en: 'unpaid' },
  { 'zh-cn': '已付款', 'zh-tw': '已付款', en: 'paid' },
  { 'zh-cn': '已发货', 'zh-tw': '已出貨', en: 'shipped' },
  { 'zh-cn': '已完成', 'zh-tw': '已完成', en: 'completed' },
  { 'zh-cn': '已取消', 'zh-tw': '已取消', en: 'cancelled' },
  { 'zh-cn': '已退款', 'zh-tw': '已退款', en: 'refunded' },
]

/** The moves, as `cannotMove` names them. */
export const moveTexts = {
  pay: { 'zh-cn': '付款', 'zh-tw': '付款', en: 'paid' },
  cancel: { 'zh-cn': '取消', 'zh-tw': '取消', en: 'cancelled' },
  ship: { 'zh-cn': '发货', 'zh-tw': '出貨', en: 'shipped' },
  refund: { 'zh-cn': '退款', 'zh-tw': '退款', en: 'refunded' },
  complete: { 'zh-cn': '完成', 'zh-tw': '完成', en: 'completed' },
}
