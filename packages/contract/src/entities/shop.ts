import { z } from 'zod'
import { col } from '../column.ts'
import { entity } from '../entity.ts'
import { Id } from '../numbers.ts'

/** The shop's categories: a tree, ordered among siblings by `order` (drag-and-drop in the console). */
export const ShopCategory = entity('shop_category', 'ShopCategoryEntity', {
  pic: col.string(500, '图片').nullable(),
  name: col.string(50, '名称'),
  parentId: col.int('上级ID').nullable(),
  order: col.order('排序').default(0),
})

/** Up to 9 pictures beside the main one, as URLs from the file space. */
export const GoodsPictures = z.array(z.string().trim().min(1).max(500)).max(9)

/** What the shop sells. `status` 1 is on shelf: only such goods are served to the shop's front end. */
export const ShopGoods = entity('shop_goods', 'ShopGoodsEntity', {
  pic: col.string(500, '主图').nullable(),
  pics: col.json(GoodsPictures, '图片').nullable(),
  name: col.string(50, '名称'),
  price: col.decimal(12, 2, '价格', { unsigned: true }).default('0.00'),
  categoryId: col.int('分类ID').nullable(),
  brand: col.string(50, '品牌').nullable(),
  origin: col.string(50, '产地').nullable(),
  status: col.choice('状态', ['下架', '上架']).default(0),
  /** rich text, cleaned by the server as it is written */
  details: col.text('详情').nullable(),
  order: col.order('排序').default(0),
  stock: col.count('库存').default(0),
  /** when it last went on shelf: written by the server */
  onShelfTime: col.datetime('上架时间').nullable().with({ serverOnly: true }),
})

/** Shoppers' comments on goods: an administrator may hide one, which the front end then never shows. */
export const ShopComment = entity('shop_comment', 'ShopCommentEntity', {
  userId: col.int('用户ID'),
  goodsId: col.int('商品ID'),
  content: col.string(1000, '内容'),
  score: col.score('评分'),
  hidden: col.boolean('隐藏').default(false),
  /** the completed order line it is about: one comment per line (written by the server) */
  orderLineId: col.int('订单行ID').nullable().with({ serverOnly: true, unique: true }),
})

/** `admin/shop/goods/updateStatus`: goods on (1) or off (0) shelf, several at once. */
export const GoodsStatusUpdate = z.object({
  ids: z.array(Id).min(1).max(1000),
  status: ShopGoods.columns.status.schema,
})

/** `admin/shop/comment/hide`: hidden (or shown again). */
export const CommentHide = z.object({ ids: z.array(Id).min(1).max(1000), hidden: z.boolean().default(true) })

/** `app/shop/comment/add`: a shopper's comment on goods on shelf, scored 1 to 5. */
export const AppCommentAdd = z.object({
  goodsId: Id,
  content: ShopComment.columns.content.schema.min(1),
  score: ShopComment.columns.score.schema,
})
