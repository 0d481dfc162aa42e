import type {
  ShopCategory,
  ShopComment,
  ShopGoods,
  ShopOrder,
  ShopOrderHistory,
  ShopOrderLine,
} from '@backroom/contract'
import type { TableOf } from '../../platform.ts'
import type { ShopOrderSeq } from './order-flow.ts'
import type { ShopStatGoods, ShopStatHour, ShopStatPayer, ShopStatVisitor } from './stats.ts'

// the shop's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    shop_category: TableOf<typeof ShopCategory>
    shop_goods: TableOf<typeof ShopGoods>
    shop_comment: TableOf<typeof ShopComment>
    shop_order: TableOf<typeof ShopOrder>
    shop_order_line: TableOf<typeof ShopOrderLine>
    shop_order_history: TableOf<typeof ShopOrderHistory>
    shop_order_seq: TableOf<typeof ShopOrderSeq>
    shop_stat_hour: TableOf<typeof ShopStatHour>
    shop_stat_goods: TableOf<typeof ShopStatGoods>
    shop_stat_visitor: TableOf<typeof ShopStatVisitor>
    shop_stat_payer: TableOf<typeof ShopStatPayer>
  }
}
