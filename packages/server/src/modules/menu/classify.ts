import { MenuClassify } from '@backroom/contract'
import { type AppContext, type Db, fail, type ResourceDeclaration, route } from '../../platform.ts'
import { messages } from './messages.ts'

/**
 * How many entries (on shelf or not) each classify holds, those of the classifies below it
 * included: each classify's own count is added to it and to every classify above it.
 */
async function menuCounts(db: Db) {
  const classifies = await db.selectFrom('menu_classify').select(['id', 'parentId']).execute()
  const own = await db
    .selectFrom('menu_info')
    .select((eb) => ['menuClassifyId', eb.fn.countAll<number | string>().as('count')])
    .groupBy('menuClassifyId')
    .execute()
  const parentOf = new Map(classifies.map((c) => [c.id, c.parentId]))
  const total = new Map(classifies.map((c) => [c.id, 0]))
  for (const { menuClassifyId, count } of own) {
    // the tree has no cycles (the engine refuses them); the bound keeps a damaged table from looping
    let at: number | null | undefined = menuClassifyId
    for (let steps = 0; at != null && total.has(at) && steps <= classifies.length; steps++) {
      total.set(at, (total.get(at) ?? 0) + Number(count))
      at = parentOf.get(at)
    }
  }
  return [...total].map(([classifyId, count]) => ({ classifyId, count }))
}

/** The entries filed under these classifies, which a delete of them would leave without a classify. */
async function entriesUnder(trx: Db, classifyIds: number[]) {
  const row = await trx
    .selectFrom('menu_info')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('menuClassifyId', 'in', classifyIds)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/**
 * The directory's classifies: a tree whose delete takes the classifies below along, refused while
 * any of them holds an entry; `menuCount` gives each classify's entries for the console's tree.
 * The app realm reads them all, openly.
 */
export function classifyResource(ctx: AppContext): ResourceDeclaration {
  return {
    prefix: '/admin/menu/classify',
    entity: MenuClassify,
    description: { 'zh-cn': '导航分类', 'zh-tw': '導覽分類', en: 'Site categories' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: { none: 'the site directory is one public list, kept by every administrator of the module' },
    search: { keyWord: ['classifyName'], eq: ['parentId'] },
    defaultOrder: [
      ['order', 'asc'],
      ['createTime', 'asc'],
    ],
    tree: { order: 'order', onDelete: 'subtree' },
    // every classify is public: the condition lets every row through
    app: {
      public: {
        where: (eb) => eb('a.id', 'is not', null),
        fields: ['id', 'classifyName', 'parentId', 'order'],
      },
      api: ['list'],
    },
    hooks: {
      async cascade(trx, rows) {
        const count = await entriesUnder(
          trx,
          rows.map((r) => r.id),
        )
        if (count > 0) throw fail(messages.classifyHasEntries, { count })
        return []
      },
    },
    routes: [
      route({
        method: 'GET',
        action: 'menuCount',
        access: { perm: 'menu:classify:menuCount' },
        summary: {
          'zh-cn': '各分类的网站数',
          'zh-tw': '各分類的網站數',
          en: 'Sites per category',
        },
        handler: () => menuCounts(ctx.db),
      }),
    ],
  }
}
