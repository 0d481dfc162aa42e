import { ShopCategory } from '@backroom/contract'
import { fail, type ResourceDeclaration } from '../../platform.ts'
import { messages } from './messages.ts'

/**
 * The goods' categories, a tree ordered by drag-and-drop. A delete takes the sub-categories along
 * (one recycle record) unless any of them holds goods, which refuses it naming how many.
 */
export function categoryResource(): ResourceDeclaration {
  return {
    prefix: '/admin/shop/category',
    entity: ShopCategory,
    description: { 'zh-cn': '商品分类', 'zh-tw': '商品分類', en: 'Goods categories' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: { none: "categories are the shop's, shared by every administrator of the module" },
    search: { keyWord: ['name'] },
    defaultOrder: [
      ['order', 'asc'],
      ['id', 'asc'],
    ],
    tree: { order: 'order', onDelete: 'subtree' },
    app: {
      public: { where: (eb) => eb('a.id', '>', 0), fields: ['id', 'name', 'pic', 'parentId', 'order'] },
      api: ['list'],
    },
    hooks: {
      async cascade(trx, rows) {
        const held = await trx
          .selectFrom('shop_goods')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(
            'categoryId',
            'in',
            rows.map((r) => r.id),
          )
          .executeTakeFirstOrThrow()
        if (Number(held.count) > 0) throw fail(messages.categoryHasGoods, { count: Number(held.count) })
        return []
      },
    },
  }
}
