import type { DynamicDb } from '../index.ts'

/**
 * The write versions of `tables` (Schema.ensureWriteVersion) in one statement: each table's
 * number (the sum of its rows, which every committed write raises) and how often it was updated
 * or deleted from. A table that keeps none is missing.
 */
export function writeVersions(db: DynamicDb, tables: string[]) {
  return db
    .selectFrom('core_write_version')
    .select((eb) => [
      'table',
      eb.fn.sum<string | number>('version').as('version'),
      eb.fn.sum<string | number>('rewrites').as('rewrites'),
    ])
    .where('table', 'in', tables)
    .groupBy('table')
}
