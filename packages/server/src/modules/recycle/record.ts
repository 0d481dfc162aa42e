import type { Entity, RecycleChunk } from '@backroom/contract'
import { type ApiRequest, type Db, maskSecrets, nowIso } from '../../platform.ts'

/** One chunk per table and action, in first-seen order (the main rows stay first). */
function merge(chunks: RecycleChunk[]): RecycleChunk[] {
  const out: RecycleChunk[] = []
  for (const c of chunks) {
    if (c.rows.length === 0) continue
    const same = out.find(
      (o) => o.table === c.table && o.action === c.action && String(o.columns) === String(c.columns),
    )
    if (same) same.rows = [...same.rows, ...c.rows]
    else out.push({ ...c })
  }
  return out
}

/**
 * Writes the one recycle-bin record of a delete, in the delete's transaction: the main rows first,
 * then every link row and cascaded row the delete removed or changed, so a restore is complete.
 */
export async function writeRecycle(trx: Db, entity: Entity, chunks: RecycleChunk[], req: ApiRequest) {
  const main = chunks[0]
  if (!main || main.rows.length === 0) return
  const now = nowIso()
  await trx
    .insertInto('recycle_data')
    .values({
      entityInfo: { dataSourceName: 'default', entity: entity.name, table: entity.table },
      userId: req.admin?.userId ?? null,
      url: req.url,
      params: maskSecrets(req.raw.method === 'GET' ? req.query : req.body),
      data: merge(chunks),
      count: main.rows.length,
      createTime: now,
      updateTime: now,
    })
    .execute()
}
