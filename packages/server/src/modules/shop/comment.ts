import { AppCommentAdd, CommentHide, OrderStatus, ShopComment, ShopGoods, UserInfo } from '@backroom/contract'
import {
  type AppContext,
  failOn,
  nowIso,
  type ResourceDeclaration,
  route,
  translateUniqueViolation,
} from '../../platform.ts'
import { messages } from './messages.ts'

/**
 * Shoppers' comments on goods: written through the app realm by signed-in app users on goods on
 * shelf, read there by anyone (those not hidden), moderated in the console (hidden or deleted).
 */
export function commentResource(ctx: AppContext): ResourceDeclaration {
  return {
    prefix: '/admin/shop/comment',
    entity: ShopComment,
    description: { 'zh-cn': '商品评论', 'zh-tw': '商品評論', en: 'Goods comments' },
    api: ['delete', 'info', 'page'],
    scope: { none: "comments are the shop's, moderated by every administrator of the module" },
    search: { keyWord: ['content'], eq: ['goodsId', 'userId', 'score', 'hidden'], range: ['createTime'] },
    joins: [
      {
        table: 'user_info',
        alias: 'u',
        on: ['a.userId', 'u.id'],
        select: { userName: 'u.nickName' },
        entity: UserInfo,
      },
      {
        table: 'shop_goods',
        alias: 'b',
        on: ['a.goodsId', 'b.id'],
        select: { goodsName: 'b.name', goodsPic: 'b.pic' },
        entity: ShopGoods,
      },
    ],
    sortable: ['createTime', 'score'],
    defaultOrder: [['createTime', 'desc']],
    routes: [
      route({
        method: 'POST',
        action: 'hide',
        access: { perm: 'shop:comment:hide' },
        summary: { 'zh-cn': '隐藏或显示评论', 'zh-tw': '隱藏或顯示評論', en: 'Hide or show comments' },
        body: CommentHide,
        handler: async ({ body }) => {
          await ctx.db
            .updateTable('shop_comment')
            .set({ hidden: body.hidden, updateTime: nowIso() })
            .where('id', 'in', body.ids)
            .execute()
        },
      }),
    ],
    app: {
      public: {
        where: (eb) => eb('a.hidden', '=', false),
        fields: ['id', 'goodsId', 'userId', 'content', 'score', 'createTime'],
      },
      api: ['page'],
      routes: () => [
        route({
          method: 'POST',
          action: 'add',
          access: 'app',
          summary: { 'zh-cn': '发表评论', 'zh-tw': '發表評論', en: 'Comment on goods' },
          body: AppCommentAdd,
          handler: async ({ body, appUser }) => {
            const goods = await ctx.db
              .selectFrom('shop_goods')
              .select('id')
              .where('id', '=', body.goodsId)
              .where('status', '=', 1)
              .executeTakeFirst()
            if (!goods) throw failOn(messages.notOnShelf, { field: 'goodsId' })
            const userId = appUser!.userId
            // a completed order line of these goods by the author that has no comment yet (its
            // unique key refuses a second comment on a line written at the same moment)
            const line = await ctx.db
              .selectFrom('shop_order_line as l')
              .innerJoin('shop_order as o', 'o.id', 'l.orderId')
              .select('l.id')
              .where('o.userId', '=', userId)
              .where('o.status', '=', OrderStatus.completed)
              .where('l.goodsId', '=', body.goodsId)
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('shop_comment as c').select('c.id').whereRef('c.orderLineId', '=', 'l.id'),
                  ),
                ),
              )
              .orderBy('l.id')
              .executeTakeFirst()
            if (!line) throw failOn(messages.notBought, { field: 'goodsId' })
            const now = nowIso()
            const row = await ctx.db
              .insertInto('shop_comment')
              .values({
                ...body,
                userId,
                orderLineId: line.id,
                hidden: false,
                createTime: now,
                updateTime: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
              .catch((err) => {
                throw translateUniqueViolation(err, ShopComment)
              })
            return { id: row.id }
          },
        }),
      ],
    },
  }
}
