import type { Db } from '../core/db/index.ts'
import { Schema } from '../core/db/schema.ts'
import type { Dialect } from '../core/db/wire.ts'

/**
 * The plain indexes of a table as the database has them, sorted: `(roleId)`, `unique (userId, roleId)`.
 * A column's `unique` constraint shows as its unique index; the primary key and keyword indexes
 * (trigram on PostgreSQL) are left out.
 */
export async function tableIndexes(db: Db, dialect: Dialect, table: string): Promise<string[]> {
  const indexes = await new Schema(db, dialect).indexes(table)
  return indexes.map((i) => `${i.unique ? 'unique ' : ''}(${i.columns.join(', ')})`).sort()
}

/** Whether one of these indexes (as tableIndexes gives them) begins with these columns: `(userId)`. */
export const serves = (indexes: string[], columns: string) =>
  indexes
    .map((i) => i.replace(/^unique /, ''))
    .some((i) => i === columns || i.startsWith(`${columns.slice(0, -1)}, `))
