import { createHash } from 'node:crypto'
import { indexName } from './ddl.ts'
import type { IndexSpec, StoredIndex } from './specs.ts'
import type { SchemaTarget } from './target.ts'

/** The name of a derived index (ensureIndex): its table and columns, cut to PostgreSQL's 63 bytes. */
function derivedIndexName({ table, columns }: IndexSpec): string {
  const name = `${table}_${columns.map((c) => `${c.column}${c.desc ? '_desc' : ''}`).join('_')}_idx`
  // a long one keeps its start and a digest of the whole
  return name.length > 63
    ? `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}_idx`
    : name
}

/**
 * The table's indexes as the database has them, with their columns in order; the primary key and
 * keyword indexes (trigram on PostgreSQL) left out. A column's `unique` shows as its unique index.
 */
export function indexes(t: SchemaTarget, table: string): Promise<StoredIndex[]> {
  return t.adapter.indexes(t.db, table)
}

/**
 * Whether the table has an index on these columns: the one createIndex made or, for a plain
 * one, an index that begins with them (a derived index made it needless, see dropCoveredIndexes).
 */
export async function hasIndex(t: SchemaTarget, table: string, columns: string[], unique = false) {
  return (await indexes(t, table)).some((i) =>
    unique ? i.unique && i.columns.join() === columns.join() : columns.every((c, n) => i.columns[n] === c),
  )
}

/** Creates a derived index unless one of its name exists: safe to run at every start. */
export async function ensureIndex(t: SchemaTarget, spec: IndexSpec) {
  const list = spec.columns.map((c) => `"${c.column}"${c.desc ? ' desc' : ''}`).join(', ')
  await t.run(`create index if not exists "${derivedIndexName(spec)}" on "${spec.table}" (${list})`)
}

/**
 * Drops the plain indexes of a table that a derived one makes needless: those whose columns
 * begin one of `derived` (which serves every lookup and order they served), so that a write
 * updates one index instead of two; and the `(updateTime)` index every table was once created
 * with, which no query needs (a resource sorting by `updateTime` declares it sortable and gets
 * `(updateTime, id)`). Unique indexes stay.
 */
export async function dropCoveredIndexes(t: SchemaTarget, table: string, derived: IndexSpec[]) {
  const made = new Set(derived.map(derivedIndexName))
  const longer = derived.map((d) => d.columns.map((c) => c.column))
  const formerDefault = indexName(table, ['updateTime'], false)
  for (const index of await indexes(t, table)) {
    if (index.unique || made.has(index.name)) continue
    const covered = longer.some(
      (cols) => cols.length > index.columns.length && index.columns.every((c, i) => cols[i] === c),
    )
    if (covered || index.name === formerDefault) await t.run(`drop index "${index.name}"`)
  }
}
