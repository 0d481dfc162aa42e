import { MenuEvaluate, MenuInfo, UserInfo } from '@backroom/contract'
import { type Db, fail, failOn, type ResourceDeclaration } from '../../platform.ts'

/**
 * App users' evaluations of the entries: written by a signed-in app user (`/app/menu/evaluate/add`,
 * always as its author) of an entry on shelf; administrators read them, with the author's nickname
 * and the entry's name, and delete them to moderate.
 */
export function evaluateResource(): ResourceDeclaration {
  return {
    prefix: '/admin/menu/evaluate',
    entity: MenuEvaluate,
    description: { 'zh-cn': '导航评价', 'zh-tw': '導覽評價', en: 'Site evaluations' },
    api: ['page', 'info', 'delete'],
    scope: {
      none: 'evaluations are public texts about the directory, moderated by every administrator of the module',
    },
    search: { keyWord: ['content'], eq: ['userId', 'menuId', 'score'] },
    joins: [
      {
        table: 'user_info',
        alias: 'b',
        on: ['a.userId', 'b.id'],
        select: { nickName: 'b.nickName' },
        entity: UserInfo,
      },
      {
        table: 'menu_info',
        alias: 'c',
        on: ['a.menuId', 'c.id'],
        select: { menuName: 'c.menuName' },
        entity: MenuInfo,
      },
    ],
    defaultOrder: [['createTime', 'desc']],
    app: { owner: 'userId', api: ['add'] },
    hooks: {
      async beforeWrite(trx, values) {
        const entry = await trx
          .selectFrom('menu_info')
          .select('id')
          .where('id', '=', Number(values.menuId))
          .where('status', '=', 1)
          .executeTakeFirst()
        if (!entry) throw failOn('notExist', { field: 'menuId' })
        return values
      },
      // an evaluation comes back only beside its entry and its author
      async afterRestore(trx, { inserted }) {
        if (inserted.length) await assertLinked(trx, inserted)
      },
    },
  }
}

async function assertLinked(trx: Db, ids: number[]) {
  const orphan = await trx
    .selectFrom('menu_evaluate as a')
    .leftJoin('menu_info as c', 'c.id', 'a.menuId')
    .leftJoin('user_info as b', 'b.id', 'a.userId')
    .select('a.id')
    .where('a.id', 'in', ids)
    .where((eb) => eb.or([eb('c.id', 'is', null), eb('b.id', 'is', null)]))
    .executeTakeFirst()
  if (orphan) throw fail('notExist')
}
