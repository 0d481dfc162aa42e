import { DictDataQuery, DictInfo, DictType } from '@backroom/contract'
import type { AppContext } from '../../core/context.ts'
import { chunk } from '../../core/crud/recycle.ts'
import { resource } from '../../core/crud/resource.ts'
import { nowIso, readRow } from '../../core/db/wire.ts'
import { route } from '../../core/http/api.ts'
import { defineModule } from '../../core/module.ts'
import { menus } from './menus.ts'

const seedTexts: Record<string, { 'zh-tw': string; en: string }> = {
  品牌: { 'zh-tw': '品牌', en: 'Brand' },
  职业: { 'zh-tw': '職業', en: 'Occupation' },
  闪酷: { 'zh-tw': '閃酷', en: 'Shanku' },
  法师: { 'zh-tw': '法師', en: 'Mage' },
  战士: { 'zh-tw': '戰士', en: 'Warrior' },
  坦克: { 'zh-tw': '坦克', en: 'Tank' },
  刺客: { 'zh-tw': '刺客', en: 'Assassin' },
  射手: { 'zh-tw': '射手', en: 'Marksman' },
  幻影刺客: { 'zh-tw': '幻影刺客', en: 'Phantom assassin' },
}

/** Dictionary data for the console, keyed by type; numeric values become numbers. */
async function dictData(
  ctx: AppContext,
  types: string[] | undefined,
  lang: Parameters<AppContext['registry']['seedText']>[1],
) {
  let q = ctx.db
    .selectFrom('dict_info as a')
    .innerJoin('dict_type as t', 't.id', 'a.typeId')
    .select(['a.id', 'a.name', 'a.typeId', 'a.parentId', 'a.orderNum', 'a.value', 't.key'])
    .orderBy('a.orderNum', 'asc')
    .orderBy('a.createTime', 'asc')
    .orderBy('a.id', 'asc')
  if (types?.length) q = q.where('t.key', 'in', types)
  const out: Record<string, unknown[]> = {}
  if (types?.length) {
    const known = await ctx.db.selectFrom('dict_type').select('key').where('key', 'in', types).execute()
    for (const t of known) out[t.key as string] = []
  } else {
    for (const t of await ctx.db.selectFrom('dict_type').select('key').execute()) out[t.key as string] = []
  }
  for (const { key, ...row } of await q.execute()) {
    const value = row.value as string | null
    const numeric = value !== null && value.trim() !== '' && Number.isFinite(Number(value))
    out[key as string]?.push({
      ...row,
      name: ctx.registry.seedText(row.name as string, lang),
      value: numeric ? Number(value) : value,
    })
  }
  return out
}

export default defineModule({
  name: 'dict',
  menus,
  requires: ['base'],
  seedTexts,
  migrations: [
    {
      name: '0001_tables',
      async up(s) {
        await s.createTable('dict_type', {
          name: 'varchar(100) not null',
          key: 'varchar(100) not null unique',
        })
        await s.createTable(
          'dict_info',
          {
            typeId: 'int not null',
            name: 'varchar(100) not null',
            value: 'varchar(500)',
            orderNum: 'int not null default 0',
            remark: 'varchar(500)',
            parentId: 'int',
          },
          { indexes: [['typeId'], ['parentId']] },
        )
        const now = nowIso()
        const rows = (table: string, list: Record<string, unknown>[]) =>
          s.db
            .insertInto(table)
            .values(list.map((r) => ({ ...r, createTime: now, updateTime: now })))
            .execute()
        await rows('dict_type', [
          { id: 19, name: '品牌', key: 'brand' },
          { id: 20, name: '职业', key: 'occupation' },
        ])
        await rows('dict_info', [
          { id: 21, typeId: 19, name: 'COOL', value: 'cool', orderNum: 1 },
          { id: 22, typeId: 19, name: '闪酷', value: 'https://cool-js.com/logo.png', orderNum: 2 },
          { id: 23, typeId: 20, name: '法师', value: '4', orderNum: 1 },
          { id: 24, typeId: 20, name: '战士', value: '3', orderNum: 2 },
          { id: 25, typeId: 20, name: '坦克', value: '2', orderNum: 3 },
          { id: 26, typeId: 20, name: '刺客', value: '1', orderNum: 4 },
          { id: 27, typeId: 20, name: '射手', value: '0', orderNum: 5 },
          { id: 30, typeId: 20, name: '幻影刺客', value: '5', orderNum: 1, parentId: 26 },
        ])
      },
    },
  ],
  setup(ctx) {
    const translate = async (
      rows: Record<string, unknown>[],
      req: { lang: Parameters<typeof ctx.registry.seedText>[1] },
    ) => rows.map((r) => ({ ...r, name: ctx.registry.seedText(r.name as string, req.lang) }))
    resource(ctx, {
      module: 'dict',
      prefix: '/admin/dict/type',
      entity: DictType,
      description: '字典类型',
      api: ['add', 'delete', 'update', 'info', 'list', 'page'],
      scope: { none: 'dictionaries are shop-wide lists of labels, shared by every admin' },
      search: { keyWord: ['name', 'key'] },
      defaultOrder: [['createTime', 'asc']],
      hooks: {
        async cascade(trx, rows) {
          const ids = rows.map((r) => r.id as number)
          const infos = (await trx
            .selectFrom('dict_info')
            .selectAll()
            .where('typeId', 'in', ids)
            .execute()) as Record<string, unknown>[]
          if (infos.length) await trx.deleteFrom('dict_info').where('typeId', 'in', ids).execute()
          return [chunk(DictInfo, 'deleted', infos)]
        },
        decorate: translate,
      },
    })
    resource(ctx, {
      module: 'dict',
      prefix: '/admin/dict/info',
      entity: DictInfo,
      description: '字典信息',
      api: ['add', 'delete', 'update', 'info', 'list', 'page'],
      scope: { none: 'dictionaries are shop-wide lists of labels, shared by every admin' },
      search: { keyWord: ['name'], eq: ['typeId', 'parentId'] },
      defaultOrder: [
        ['orderNum', 'asc'],
        ['createTime', 'asc'],
      ],
      tree: { order: 'orderNum', onDelete: 'subtree' },
      hooks: {
        decorate: translate,
      },
      routes: [
        route({
          method: 'GET',
          action: 'types',
          access: 'public',
          summary: '获得所有字典类型',
          async handler() {
            const rows = await ctx.db.selectFrom('dict_type').selectAll().orderBy('id').execute()
            return rows.map((r) => readRow(DictType, r))
          },
        }),
        route({
          method: 'POST',
          action: 'data',
          access: 'session',
          summary: '获得字典数据',
          body: DictDataQuery,
          handler: ({ body, lang }) => dictData(ctx, body.types, lang),
        }),
      ],
    })
    return undefined
  },
})
