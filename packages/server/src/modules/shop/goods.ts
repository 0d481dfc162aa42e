import { GoodsStatusUpdate, intBetween, ShopCategory, ShopComment, ShopGoods } from '@backroom/contract'
import {
  type AppContext,
  chunk,
  cleanRichText,
  type Db,
  defineSetting,
  failOn,
  nowIso,
  type ResourceDeclaration,
  route,
} from '../../platform.ts'
import { messages } from './messages.ts'
import type { TrafficCounter } from './stats.ts'

/** Below this stock the goods list warns: a parameter on the params screen. */
export const stockWarning = defineSetting({
  key: 'shopStockWarning',
  schema: intBetween(0, 1_000_000),
  default: 10,
  name: { 'zh-cn': '库存预警数量', 'zh-tw': '庫存預警數量', en: 'Stock warning below' },
})

async function assertCategory(trx: Db, id: unknown) {
  if (id === null || id === undefined) return
  const found = await trx
    .selectFrom('shop_category')
    .select('id')
    .where('id', '=', Number(id))
    .executeTakeFirst()
  if (!found) throw failOn(messages.noCategory, { field: 'categoryId' })
}

/** Puts goods on (1) or off (0) shelf; those going on shelf get the time. */
async function setStatus(trx: Db, ids: number[], status: number) {
  const now = nowIso()
  await trx
    .updateTable('shop_goods')
    .set({ status, updateTime: now, ...(status === 1 ? { onShelfTime: now } : {}) })
    .where('id', 'in', ids)
    .where('status', '!=', status)
    .execute()
}

/**
 * What the shop sells. Prices are exact decimals never below zero; details are cleaned rich text;
 * going on shelf stamps the time. The shop's front end reads goods on shelf only, anonymously.
 */
export function goodsResource(ctx: AppContext, traffic?: TrafficCounter): ResourceDeclaration {
  return {
    prefix: '/admin/shop/goods',
    entity: ShopGoods,
    description: { 'zh-cn': '商品', 'zh-tw': '商品', en: 'Goods' },
    api: ['add', 'delete', 'update', 'info', 'page'],
    scope: { none: "goods are the shop's, shared by every administrator of the module" },
    search: {
      keyWord: ['name', 'brand'],
      eq: ['status', { column: 'categoryId', param: 'categoryIds' }],
      range: ['price'],
    },
    joins: [
      {
        table: 'shop_category',
        alias: 'c',
        on: ['a.categoryId', 'c.id'],
        select: { categoryName: 'c.name' },
        entity: ShopCategory,
      },
    ],
    sortable: ['price', 'stock', 'order', 'createTime'],
    defaultOrder: [
      ['order', 'asc'],
      ['id', 'desc'],
    ],
    app: {
      public: {
        where: (eb) => eb('a.status', '=', 1),
        fields: [
          'id',
          'name',
          'pic',
          'pics',
          'price',
          'categoryId',
          'brand',
          'origin',
          'details',
          'stock',
          'onShelfTime',
        ],
        // a view of the storefront (the list) or of one goods, for the dashboard
        seen:
          traffic &&
          ((req, action) =>
            traffic.seen(req, action === 'info' ? (req.query as { id: number }).id : undefined)),
      },
      api: ['page', 'info'],
    },
    hooks: {
      async beforeWrite(trx, values, { existing }) {
        if ('categoryId' in values) await assertCategory(trx, values.categoryId)
        if (typeof values.details === 'string') values.details = cleanRichText(values.details)
        if (values.status === 1 && existing?.status !== 1) values.onShelfTime = nowIso()
        return values
      },
      // restored goods whose category has been deleted since would be filed nowhere
      async afterRestore(trx, { inserted }) {
        if (!inserted.length) return
        const rows = await trx
          .selectFrom('shop_goods')
          .select('categoryId')
          .where('id', 'in', inserted)
          .execute()
        for (const id of new Set(rows.map((r) => r.categoryId))) await assertCategory(trx, id)
      },
      // the goods' comments go with them, and come back with them
      async cascade(trx, rows) {
        const ids = rows.map((r) => r.id)
        const comments = await trx
          .selectFrom('shop_comment')
          .selectAll()
          .where('goodsId', 'in', ids)
          .execute()
        if (comments.length) await trx.deleteFrom('shop_comment').where('goodsId', 'in', ids).execute()
        return [chunk(ShopComment, 'deleted', comments)]
      },
    },
    routes: (self) => [
      route({
        method: 'POST',
        action: 'updateStatus',
        access: { perm: 'shop:goods:updateStatus' },
        summary: { 'zh-cn': '上下架', 'zh-tw': '上下架', en: 'Put on or take off shelf' },
        body: GoodsStatusUpdate,
        handler: ({ body }) => self.transaction((trx) => setStatus(trx as Db, body.ids, body.status)),
      }),
      route({
        method: 'GET',
        action: 'stockWarning',
        access: { perm: 'shop:goods:page' },
        summary: { 'zh-cn': '库存预警数量', 'zh-tw': '庫存預警數量', en: 'Stock warning threshold' },
        handler: () => ctx.settings.read(stockWarning),
      }),
    ],
  }
}
