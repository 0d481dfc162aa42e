import { type RecycleChunk, RecycleData, RecycleKeep, RecycleRestore, SysUser } from '@backroom/contract'
import {
  type ApiRequest,
  type AppContext,
  type DynamicDb,
  defineModule,
  defineSetting,
  fail,
  type ResourceHandle,
  type Restored,
  readRow,
  route,
  translateUniqueViolation,
} from '../../platform.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'
import { writeRecycle } from './record.ts'

const DAY = 24 * 60 * 60 * 1000

/** Recycle chunks as a reader may see them: secret columns (password hashes) left out. */
/**
 * A record's rows as the screen they came from shows them: in their wire form (times in `TZ`,
 * amounts with their scale), without secret columns. Rows of a table no module declares stay raw.
 */
function shownChunks(ctx: AppContext, chunks: RecycleChunk[]) {
  return chunks.map((c) => {
    const entity = ctx.registry.entity(c.table)
    return entity ? { ...c, rows: c.rows.map((r) => readRow(entity, r)) } : c
  })
}

/**
 * Puts every chunk of one record back: deleted rows re-inserted with their ids, the changed
 * columns of changed rows reverted. Never overwrites: a deleted row whose id is taken now is
 * refused, naming it. Notes what it put back, by table.
 */
async function restoreChunks(trx: DynamicDb, chunks: RecycleChunk[], restored: Map<string, Restored>) {
  for (const c of chunks) {
    const ids = c.rows.map((r) => r.id as number)
    if (ids.length === 0) continue
    const present = new Set(
      (await trx.selectFrom(c.table).select('id').where('id', 'in', ids).execute()).map(
        (r) => r.id as number,
      ),
    )
    const done = restored.get(c.table) ?? { inserted: [], reverted: [] }
    restored.set(c.table, done)
    for (const row of c.rows) {
      const id = row.id as number
      if (c.action === 'deleted') {
        if (present.has(id)) throw fail(messages.restoreConflict, { table: c.table, id })
        await trx.insertInto(c.table).values(row).execute()
        done.inserted.push(id)
      } else if (present.has(id)) {
        const columns = c.columns ?? Object.keys(row).filter((k) => k !== 'id')
        await trx
          .updateTable(c.table)
          .set(Object.fromEntries(columns.map((k) => [k, row[k]])))
          .where('id', '=', id)
          .execute()
        done.reverted.push(id)
      }
    }
  }
}

/**
 * Puts these records back in one transaction, all or nothing: every record must exist and be the
 * caller's, and every row put back must pass the rules of the write it undoes as they stand now
 * (the rule of its table: scope, parent, unique and grant checks). Answers the tables written.
 */
async function restore(ctx: AppContext, bin: ResourceHandle, req: ApiRequest<{ ids: number[] }>) {
  const ids = [...new Set(req.body.ids)]
  return bin.transaction(async (trx) => {
    const records = await bin.rowsForChange(trx, ids, req.admin)
    const missing = ids.filter((id) => !records.some((r) => r.id === id))
    if (missing.length) throw fail(messages.restoreMissing, { ids: missing.join(', ') })
    const restored = new Map<string, Restored>()
    for (const record of records) {
      const chunks = (
        typeof record.data === 'string' ? JSON.parse(record.data) : record.data
      ) as RecycleChunk[]
      try {
        await restoreChunks(trx, chunks, restored)
      } catch (e) {
        const entity = ctx.registry.entity(chunks[0]?.table ?? '')
        throw entity ? translateUniqueViolation(e, entity) : e
      }
    }
    for (const [table, rows] of restored) {
      const rule = ctx.registry.restoreRule(table)
      if (!rule) throw fail(messages.restoreUnchecked, { table })
      await rule.check(trx, rows, req.admin)
    }
    await trx.deleteFrom('recycle_data').where('id', 'in', ids).execute()
    return [...restored.keys()]
  })
}

/** How many days the bin keeps a record: a parameter on the params screen. */
const recycleKeep = defineSetting({
  key: 'recycleKeep',
  schema: RecycleKeep.shape.value,
  default: 31,
  name: { 'zh-cn': '回收站保存天数', 'zh-tw': '回收站保存天數', en: 'Days the recycle bin keeps' },
})

/** Removes records older than `recycleKeep` days. */
export async function purge(ctx: AppContext) {
  const keep = await ctx.settings.read(recycleKeep)
  const before = new Date(Date.now() - keep * DAY).toISOString()
  await ctx.db.deleteFrom('recycle_data').where('createTime', '<', before).execute()
}

/** The recycle bin: what deletes removed, and its restore. */
export default defineModule({
  name: 'recycle',
  menus,
  requires: ['base'],
  tables: [RecycleData],
  migrations: [
    {
      // the table comes from its declaration, its keyword indexes from its resource's; the core's
      // first migration made it, with this index, on databases older than this migration
      name: '0001_tables',
      async up(s) {
        if (await s.hasIndex('recycle_data', ['userId'])) return
        await s.createIndex('recycle_data', ['userId'])
      },
    },
  ],
  messages,
  settings: [recycleKeep],
  hooks: () => ({ 'crud.deleted': writeRecycle }),
  resources: (ctx) => [
    {
      prefix: '/admin/recycle/data',
      entity: RecycleData,
      description: { 'zh-cn': '数据回收站', 'zh-tw': '資料回收筒', en: 'Recycle bin' },
      api: ['info', 'page'],
      // an admin sees and restores what they deleted; the super-admin sees everything
      scope: { where: (eb, admin) => eb('a.userId', '=', admin.userId) },
      search: {
        keyWord: ['b.name', 'url'],
        keywordIndex: 'trigram',
        eq: ['userId'],
        like: ['url'],
        range: ['createTime'],
      },
      // the seeded administrator's name in the caller's language
      seedTexts: ['userName'],
      joins: [
        {
          table: 'base_sys_user',
          alias: 'b',
          on: ['a.userId', 'b.id'],
          select: { userName: 'b.name' },
          entity: SysUser,
        },
      ],
      hooks: {
        decorate: async (rows) =>
          rows.map((r) => ({ ...r, data: shownChunks(ctx, r.data as RecycleChunk[]) })),
        decorateReads: [],
      },
      routes: (bin) => [
        route({
          method: 'POST',
          action: 'restore',
          access: { perm: 'recycle:data:restore' },
          summary: { 'zh-cn': '恢复数据', 'zh-tw': '還原資料', en: 'Restore data' },
          body: RecycleRestore,
          async handler(req) {
            const tables = await restore(ctx, bin, req)
            await ctx.access.invalidate()
            for (const table of tables) await ctx.registry.restoreRule(table)?.afterCommit?.(req)
          },
        }),
        route({
          method: 'GET',
          action: 'getKeep',
          access: { perm: 'recycle:data:getKeep' },
          summary: {
            'zh-cn': '获得回收站保存天数',
            'zh-tw': '取得回收站保存天數',
            en: 'Days the recycle bin keeps',
          },
          // as text, as the reference answers it
          handler: async () => String(await ctx.settings.read(recycleKeep)),
        }),
        route({
          method: 'POST',
          action: 'setKeep',
          access: { perm: 'recycle:data:setKeep' },
          summary: {
            'zh-cn': '回收站保存天数',
            'zh-tw': '設定回收站保存天數',
            en: 'Set the days the recycle bin keeps',
          },
          body: RecycleKeep,
          async handler({ body }) {
            await ctx.settings.write(recycleKeep, body.value)
          },
        }),
      ],
    },
  ],
  jobs: (ctx) => [
    {
      name: 'recycle:purge',
      description: {
        'zh-cn': '清理超过保留天数的回收站记录',
        'zh-tw': '清理超過保留天數的資源回收筒紀錄',
        en: 'Deletes recycle-bin records older than their retention',
      },
      permission: 'recycle:data:setKeep',
      run: () => purge(ctx),
      schedule: { cron: '0 30 0 * * *' },
    },
  ],
})
