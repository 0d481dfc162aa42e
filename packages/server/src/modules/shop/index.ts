import {
  intBetween,
  ShopCategory,
  ShopComment,
  ShopGoods,
  ShopOrder,
  ShopOrderHistory,
  ShopOrderLine,
} from '@backroom/contract'
import { type AppContext, defineModule, defineSetting, job } from '../../platform.ts'
import { categoryResource } from './category.ts'
import { commentResource } from './comment.ts'
import { dashboardRoutes } from './dashboard.ts'
import { goodsResource, stockWarning } from './goods.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'
import { orderResource } from './order.ts'
import { cancelOverdue, ShopOrderSeq } from './order-flow.ts'
import { statTables, TrafficCounter } from './stats.ts'
import './payment.ts'
import './tables.ts'

/** Unpaid orders older than this are cancelled (their stock given back): a parameter on the params screen. */
const orderTimeout = defineSetting({
  key: 'shopOrderTimeout',
  schema: intBetween(1, 7 * 24 * 60),
  default: 30,
  name: {
    'zh-cn': '未付款订单超时（分钟）',
    'zh-tw': '未付款訂單逾時（分鐘）',
    en: 'Unpaid orders cancelled after (minutes)',
  },
})

/** Each server's storefront counter (one per running server: tests run several in a process). */
const counters = new WeakMap<AppContext, TrafficCounter>()
const traffic = (ctx: AppContext) => {
  const counter = counters.get(ctx) ?? new TrafficCounter(ctx)
  counters.set(ctx, counter)
  return counter
}

/**
 * The shop: categories, goods, comments and orders as administrators manage them
 * (`/admin/shop/*`), the home dashboard's figures, and the shop's front end (`/app/shop/*`:
 * anonymous reads of what is on shelf; signed-in app users' orders and comments).
 */
export default defineModule({
  name: 'shop',
  requires: ['base', 'user'],
  tables: [
    ShopCategory,
    ShopGoods,
    ShopComment,
    ShopOrder,
    ShopOrderLine,
    ShopOrderHistory,
    ShopOrderSeq,
    ...statTables,
  ],
  migrations: [
    {
      name: '0001_indexes',
      async up(s) {
        await s.createIndex('shop_category', ['parentId'])
        await s.createIndex('shop_goods', ['categoryId'])
        await s.createIndex('shop_goods', ['status'])
        await s.createIndex('shop_comment', ['goodsId'])
        await s.createIndex('shop_comment', ['userId'])
      },
    },
    {
      name: '0002_orders',
      async up(s) {
        await s.createIndex('shop_order_line', ['orderId'])
        await s.createIndex('shop_order_line', ['goodsId'])
        await s.createIndex('shop_order_history', ['orderId'])
        await s.createIndex('shop_stat_goods', ['day', 'goodsId'], true)
        await s.createIndex('shop_stat_goods', ['goodsId', 'day'])
        await s.createIndex('shop_stat_visitor', ['day', 'visitor'], true)
        await s.createIndex('shop_stat_payer', ['day', 'userId'], true)
      },
    },
  ],
  menus,
  messages,
  settings: [stockWarning, orderTimeout],
  resources: (ctx) => [
    categoryResource(),
    // SHOP_TRAFFIC=off: storefront reads are not counted (the benchmark's comparison)
    goodsResource(ctx, ctx.config.vars.SHOP_TRAFFIC === 'off' ? undefined : traffic(ctx)),
    commentResource(ctx),
    orderResource(ctx, traffic(ctx)),
  ],
  routes: (ctx) => [dashboardRoutes(ctx, traffic(ctx))],
  jobs: (ctx) => [
    job({
      name: 'shop:order-timeout',
      description: messages.timeoutDescription,
      run: async () => cancelOverdue(ctx, await ctx.settings.read(orderTimeout)),
      schedule: { everySeconds: 60 },
    }),
  ],
  setup(ctx) {
    traffic(ctx).start()
    return undefined
  },
  stop: (ctx) => traffic(ctx).stop(),
})
