import type { ShopCategory, ShopComment, ShopGoods } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

// the shop's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    shop_category: TableOf<typeof ShopCategory>
    shop_goods: TableOf<typeof ShopGoods>
    shop_comment: TableOf<typeof ShopComment>
  }
}
