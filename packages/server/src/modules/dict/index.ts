import { DictDataQuery, DictInfo, DictType } from '@backroom/contract'
import {
  type AppContext,
  chunk,
  type DynamicDb,
  defineModule,
  nowIso,
  readRow,
  route,
} from '../../platform.ts'
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
  商品类型: { 'zh-tw': '商品類型', en: 'Goods type' },
  数码: { 'zh-tw': '數位', en: 'Digital' },
  手机: { 'zh-tw': '手機', en: 'Phones' },
  电脑: { 'zh-tw': '電腦', en: 'Computers' },
  服装: { 'zh-tw': '服裝', en: 'Clothing' },
  食品: { 'zh-tw': '食品', en: 'Food' },
}

type Lang = Parameters<AppContext['registry']['seedText']>[1]
type Row = Record<string, unknown>

/** An entry's name in the caller's language: its own label, a seeded translation, or the name as typed. */
function entryName(ctx: AppContext, row: Row, lang: Lang): string {
  const labels = (typeof row.labels === 'string' ? JSON.parse(row.labels) : row.labels) as Partial<
    Record<Lang, string>
  > | null
  return labels?.[lang] || ctx.registry.seedText(row.name as string, lang)
}

/** Dictionary data for the console, keyed by type; numeric values become numbers. */
async function dictData(ctx: AppContext, types: string[] | undefined, lang: Lang) {
  let q = ctx.db
    .selectFrom('dict_info as a')
    .innerJoin('dict_type as t', 't.id', 'a.typeId')
    .select(['a.id', 'a.name', 'a.typeId', 'a.parentId', 'a.orderNum', 'a.value', 'a.labels', 't.key'])
    .orderBy('a.orderNum', 'asc')
    .orderBy('a.createTime', 'asc')
    .orderBy('a.id', 'asc')
  if (types?.length) q = q.where('t.key', 'in', types)
  let known = ctx.db.selectFrom('dict_type').select('key')
  if (types?.length) known = known.where('key', 'in', types)
  const out: Record<string, unknown[]> = {}
  for (const t of await known.execute()) out[t.key] = []
  for (const { key, labels, ...row } of await q.execute()) {
    const { value } = row
    const numeric = value !== null && value.trim() !== '' && Number.isFinite(Number(value))
    out[key]?.push({
      ...row,
      name: entryName(ctx, { ...row, labels }, lang),
      value: numeric ? Number(value) : value,
    })
  }
  return out
}

/**
 * Answers of `data` and `types`, shared by every instance through the cache. A change bumps the
 * generation, which every cached answer's key carries, so no instance reads an answer older than
 * the last change; answers also expire, so the generation counter's own expiry cannot revive one.
 */
const GENERATION = 'dict:generation'
const ANSWER_TTL = 10 * 60
const GENERATION_TTL = 30 * 24 * 60 * 60

async function cached<T>(ctx: AppContext, name: string, load: () => Promise<T>): Promise<T> {
  const generation = (await ctx.cache.get<number>(GENERATION)) ?? 0
  const key = `dict:${generation}:${name}`
  const hit = await ctx.cache.get<T>(key)
  if (hit !== undefined) return hit
  const value = await load()
  await ctx.cache.set(key, value, ANSWER_TTL)
  return value
}

const changed = (ctx: AppContext) => ctx.cache.incr(GENERATION, GENERATION_TTL)

/** Seeds types and entries with their ids (the sequences are moved past them after migrating). */
async function seed(db: DynamicDb, types: Row[], entries: Row[]) {
  const now = nowIso()
  const stamped = (list: Row[]) => list.map((r) => ({ ...r, createTime: now, updateTime: now }))
  await db.insertInto('dict_type').values(stamped(types)).execute()
  await db.insertInto('dict_info').values(stamped(entries)).execute()
}

export default defineModule({
  name: 'dict',
  menus,
  requires: ['base'],
  seedTexts,
  tables: [DictType, DictInfo],
  migrations: [
    {
      name: '0001_tables',
      async up(s) {
        await s.createIndex('dict_info', ['typeId'])
        await s.createIndex('dict_info', ['parentId'])
        await seed(
          s.db,
          [
            { id: 19, name: '品牌', key: 'brand' },
            { id: 20, name: '职业', key: 'occupation' },
          ],
          [
            { id: 21, typeId: 19, name: 'COOL', value: 'cool', orderNum: 1 },
            { id: 22, typeId: 19, name: '闪酷', value: 'https://cool-js.com/logo.png', orderNum: 2 },
            { id: 23, typeId: 20, name: '法师', value: '4', orderNum: 1 },
            { id: 24, typeId: 20, name: '战士', value: '3', orderNum: 2 },
            { id: 25, typeId: 20, name: '坦克', value: '2', orderNum: 3 },
            { id: 26, typeId: 20, name: '刺客', value: '1', orderNum: 4 },
            { id: 27, typeId: 20, name: '射手', value: '0', orderNum: 5 },
            { id: 30, typeId: 20, name: '幻影刺客', value: '5', orderNum: 1, parentId: 26 },
          ],
        )
      },
    },
    {
      // the demo goods' categories; ids after the reference's so that both seeds can coexist
      name: '0002_goods_type',
      async up(s) {
        await seed(
          s.db,
          [{ id: 31, name: '商品类型', key: 'goodsType' }],
          [
            { id: 32, typeId: 31, name: '数码', value: '1', orderNum: 1 },
            { id: 33, typeId: 31, name: '手机', value: '11', orderNum: 1, parentId: 32 },
            { id: 34, typeId: 31, name: '电脑', value: '12', orderNum: 2, parentId: 32 },
            { id: 35, typeId: 31, name: '服装', value: '2', orderNum: 2 },
            { id: 36, typeId: 31, name: '食品', value: '3', orderNum: 3 },
          ],
        )
      },
    },
  ],
  // the reference's button for `data`, which every signed-in administrator may call: no route checks
  // it, and it is kept so that menus and roles holding it stay as they are
  permissions: ['dict:info:data'],
  // the shop's front end reads the same, openly
  routes: (ctx) => [
    {
      prefix: '/app/dict/info',
      description: { 'zh-cn': '字典', 'zh-tw': '字典', en: 'Dictionaries' },
      routes: [typesRoute(ctx), dataRoute(ctx)],
    },
  ],
  resources: (ctx) => {
    // seeded names read in the caller's language; `info` (what the edit form loads) keeps the stored
    // name, so that saving from another language does not store the translation
    const translate = async (rows: Row[], req: { lang: Lang }, action: string) =>
      action === 'info'
        ? rows
        : rows.map((r) => ({ ...r, name: ctx.registry.seedText(r.name as string, req.lang) }))
    const afterCommit = () => changed(ctx)
    return [
      {
        prefix: '/admin/dict/type',
        entity: DictType,
        description: { 'zh-cn': '字典类型', 'zh-tw': '字典類型', en: 'Dictionary types' },
        api: ['add', 'delete', 'update', 'info', 'list', 'page'],
        scope: { none: 'dictionaries are shop-wide lists of labels, shared by every admin' },
        search: { keyWord: ['name', 'key'] },
        defaultOrder: [['createTime', 'asc']],
        hooks: {
          async cascade(trx, rows) {
            const ids = rows.map((r) => r.id)
            const infos = await trx.selectFrom('dict_info').selectAll().where('typeId', 'in', ids).execute()
            if (infos.length) await trx.deleteFrom('dict_info').where('typeId', 'in', ids).execute()
            return [chunk(DictInfo, 'deleted', infos)]
          },
          decorate: translate,
          decorateReads: [],
          afterCommit,
        },
      },
      {
        prefix: '/admin/dict/info',
        entity: DictInfo,
        description: { 'zh-cn': '字典信息', 'zh-tw': '字典資料', en: 'Dictionary entries' },
        api: ['add', 'delete', 'update', 'info', 'list', 'page'],
        scope: { none: 'dictionaries are shop-wide lists of labels, shared by every admin' },
        search: { keyWord: ['name'], eq: ['typeId', 'parentId'] },
        defaultOrder: [
          ['orderNum', 'asc'],
          ['createTime', 'asc'],
        ],
        tree: { order: 'orderNum', onDelete: 'subtree' },
        hooks: { decorate: translate, decorateReads: [], afterCommit },
        routes: [
          typesRoute(ctx),
          // every console loads it with the session and refreshes it after edits
          { ...dataRoute(ctx), access: 'session', unlogged: true },
        ],
      },
    ]
  },
})

/** Every dictionary type. */
const typesRoute = (ctx: AppContext) =>
  route({
    method: 'GET',
    action: 'types',
    access: 'public',
    summary: { 'zh-cn': '获得所有字典类型', 'zh-tw': '取得所有字典類型', en: 'All dictionary types' },
    handler: () =>
      cached(ctx, 'types', async () => {
        const rows = await ctx.db.selectFrom('dict_type').selectAll().orderBy('id').execute()
        return rows.map((r) => readRow(DictType, r))
      }),
  })

/** The entries of the types asked for (all without `types`), translated. */
const dataRoute = (ctx: AppContext) =>
  route({
    method: 'POST',
    action: 'data',
    access: 'public',
    summary: { 'zh-cn': '获得字典数据', 'zh-tw': '取得字典資料', en: 'Dictionary data' },
    body: DictDataQuery,
    handler: ({ body, lang }) => {
      const types = [...new Set(body.types ?? [])].sort()
      return cached(ctx, `data:${lang}:${types.join(',')}`, () => dictData(ctx, types, lang))
    },
  })
