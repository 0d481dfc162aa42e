import type { RecycleChunk } from '@backroom/contract'
import { type DynamicDb, nowIso, rawRow } from '../../platform.ts'

/** Replaces the link rows of one owner (user↔role, role↔menu, role↔department): tables and columns named by the caller. */
export async function replaceLinks(
  trx: DynamicDb,
  table: string,
  ownerColumn: string,
  ownerId: number,
  otherColumn: string,
  others: number[],
) {
  await trx.deleteFrom(table).where(ownerColumn, '=', ownerId).execute()
  const now = nowIso()
  const unique = [...new Set(others)]
  if (unique.length === 0) return
  await trx
    .insertInto(table)
    .values(
      unique.map((o) => ({ [ownerColumn]: ownerId, [otherColumn]: o, createTime: now, updateTime: now })),
    )
    .execute()
}

/** Deletes the link rows of these owners and returns them for the recycle bin. */
export async function linkChunk(
  trx: DynamicDb,
  table: string,
  column: string,
  ids: number[],
): Promise<RecycleChunk> {
  const rows = (await trx.selectFrom(table).selectAll().where(column, 'in', ids).execute()) as Record<
    string,
    unknown
  >[]
  if (rows.length) await trx.deleteFrom(table).where(column, 'in', ids).execute()
  return { table, action: 'deleted', rows: rows.map((r) => rawRow(undefined, r)) }
}
