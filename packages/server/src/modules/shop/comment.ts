import { AppCommentAdd, CommentHide, ShopComment, ShopGoods, UserInfo } from '@backroom/contract'
import { type AppContext, failOn, nowIso, type ResourceDeclaration, route } from '../../platform.ts'
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
            const now = nowIso()
            const row = await ctx.db
              .insertInto('shop_comment')
              .values({ ...body, userId: appUser!.userId, hidden: false, createTime: now, updateTime: now })
              .returning('id')
              .executeTakeFirstOrThrow()
            return { id: row.id }
          },
        }),
      ],
    },
  }
}
