import type { KeywordTables, QueryAdapter, RowReads } from '../../db/dialect/query.ts'
import type { DynamicDb } from '../../db/index.ts'
import type { GramSpec } from '../../db/schema/specs.ts'
import type { Declaration } from '../query/declaration.ts'
import { gramOrder, gramSpec } from './gram-spec.ts'

/**
 * One resource's table as the keyword search sees it, shared by the search's parts: what was
 * declared, what follows from it, and what the search keeps between requests.
 */
export interface SearchTable {
  readonly db: DynamicDb
  readonly adapter: QueryAdapter
  readonly declared: Declaration
  readonly table: string
  readonly reads: RowReads
  /** the short-keyword index the table keeps, if its keyword columns allow one */
  readonly spec: GramSpec | undefined
  /** the order key each posting carries (see gramOrder) */
  readonly gramKeys: string[]
  /** `table.column` of the joined keyword columns with postings of their own (GramSpec.joined) */
  readonly joinedPosted: Set<string>
  /** the SQLite side tables of the keyword columns, once looked up (see keywordTables) */
  sideTables?: Promise<KeywordTables>
  /** join keys a keyword on a joined column matched, with the joined table's write version */
  readonly joinedKeys: Map<string, { version: string; keys: unknown[] | undefined }>
  /** how many keys joinedKeys holds in all */
  keptKeys: number
  /** the write version of each joined table a keyword searches */
  readonly joinedVersions: Map<string, () => Promise<string | undefined>>
}

export function searchTable(
  db: DynamicDb,
  adapter: QueryAdapter,
  declared: Declaration,
  reads: RowReads,
): SearchTable {
  const spec = gramSpec(declared)
  return {
    db,
    adapter,
    declared,
    table: declared.entity.table,
    reads,
    spec,
    gramKeys: gramOrder(declared).map((c) => c.column),
    joinedPosted: new Set((spec?.joined ?? []).map((c) => `${c.table}.${c.column}`)),
    joinedKeys: new Map(),
    keptKeys: 0,
    joinedVersions: new Map(),
  }
}
