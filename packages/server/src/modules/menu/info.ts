import { MenuClassify, MenuEvaluate, MenuInfo } from '@backroom/contract'
import { chunk, cleanRichText, type Db, failOn, type ResourceDeclaration } from '../../platform.ts'

/** Refuses an entry filed under a classify that does not exist. */
async function assertClassify(trx: Db, classifyId: number) {
  const found = await trx
    .selectFrom('menu_classify')
    .select('id')
    .where('id', '=', classifyId)
    .executeTakeFirst()
  if (!found) throw failOn('notExist', { field: 'menuClassifyId' })
}

/** What the app realm shows of an entry: all but the administrators' timestamps. */
const PUBLIC_FIELDS = [
  'id',
  'icon',
  'menuName',
  'menuLink',
  'menuClassifyId',
  'websiteDescription',
  'detail',
  'order',
] as const

/**
 * The directory's entries, each filed under a classify. Listed with their classify's name and
 * filtered by a classify and those below it (`classifyIds`), by status and by a keyword over name
 * and description. The detail is rich text, cleaned as it is written; deleting an entry takes its
 * evaluations along (and a restore brings them back). The app realm reads the entries on shelf.
 */
export function infoResource(): ResourceDeclaration {
  return {
    prefix: '/admin/menu/info',
    entity: MenuInfo,
    description: { 'zh-cn': '导航信息', 'zh-tw': '導覽資訊', en: 'Sites' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: { none: 'the site directory is one public list, kept by every administrator of the module' },
    search: {
      keyWord: ['menuName', 'websiteDescription'],
      eq: ['status', 'menuClassifyId', { column: 'menuClassifyId', param: 'classifyIds' }],
    },
    joins: [
      {
        table: 'menu_classify',
        alias: 'b',
        on: ['a.menuClassifyId', 'b.id'],
        select: { classifyName: 'b.classifyName' },
        entity: MenuClassify,
      },
    ],
    defaultOrder: [
      ['order', 'asc'],
      ['createTime', 'desc'],
    ],
    sortable: ['createTime'],
    app: {
      public: { where: (eb) => eb('a.status', '=', 1), fields: PUBLIC_FIELDS },
      api: ['page', 'info'],
    },
    hooks: {
      async beforeWrite(trx, values) {
        if (values.menuClassifyId !== undefined) await assertClassify(trx, Number(values.menuClassifyId))
        if (typeof values.detail === 'string') values.detail = cleanRichText(values.detail)
        return values
      },
      async cascade(trx, rows) {
        const ids = rows.map((r) => r.id)
        const evaluations = await trx
          .selectFrom('menu_evaluate')
          .selectAll()
          .where('menuId', 'in', ids)
          .execute()
        if (evaluations.length) await trx.deleteFrom('menu_evaluate').where('menuId', 'in', ids).execute()
        return [chunk(MenuEvaluate, 'deleted', evaluations)]
      },
      // a restored entry whose classify has been deleted since would be filed nowhere
      async afterRestore(trx, { inserted }) {
        if (!inserted.length) return
        const rows = await trx
          .selectFrom('menu_info')
          .select('menuClassifyId')
          .where('id', 'in', inserted)
          .execute()
        for (const classifyId of new Set(rows.map((r) => r.menuClassifyId)))
          await assertClassify(trx, classifyId)
      },
    },
  }
}
