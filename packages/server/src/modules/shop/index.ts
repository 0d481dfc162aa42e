import { ShopCategory, ShopComment, ShopGoods } from '@backroom/contract'
import { defineModule } from '../../platform.ts'
import { categoryResource } from './category.ts'
import { commentResource } from './comment.ts'
import { goodsResource, stockWarning } from './goods.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'
import './tables.ts'

/**
 * The shop: categories, goods and their comments, as administrators manage them (`/admin/shop/*`)
 * and as the shop's front end reads them (`/app/shop/*`: anonymous reads of what is on shelf, and
 * signed-in app users' comments).
 */
export default defineModule({
  name: 'shop',
  requires: ['base', 'user'],
  tables: [ShopCategory, ShopGoods, ShopComment],
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
  ],
  menus,
  messages,
  settings: [stockWarning],
  resources: (ctx) => [categoryResource(), goodsResource(ctx), commentResource(ctx)],
})
