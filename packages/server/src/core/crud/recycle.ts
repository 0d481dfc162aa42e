import type { Entity, RecycleChunk } from '@backroom/contract'
import { rawRow } from '../db/wire.ts'

/** A chunk of raw rows of one table, as the recycle bin keeps them (for changed rows: which columns changed). */
export function chunk(
  entity: Entity,
  action: RecycleChunk['action'],
  rows: Record<string, unknown>[],
  columns?: string[],
): RecycleChunk {
  return {
    table: entity.table,
    action,
    rows: rows.map((r) => rawRow(entity, r)),
    ...(columns ? { columns } : {}),
  }
}
