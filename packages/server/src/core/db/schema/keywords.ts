import type { KeywordIndexDdl, SchemaAdapter } from '../dialect/schema.ts'
import type { KeywordIndexSpec } from './specs.ts'
import type { SchemaTarget } from './target.ts'

/** The keyword indexes a declaration may ask for beyond its postings, by their key in `core_setting`. */
const KINDS: {
  key: string
  columns(spec: KeywordIndexSpec): string[]
  ddl(adapter: SchemaAdapter): KeywordIndexDdl | undefined
}[] = [
  // `%keyword%` of three characters or more
  { key: 'trigramIndex', columns: (s) => s.trigram, ddl: (a) => a.trigramIndex },
  // shorter keywords, and every keyword of a table that keeps no trigram index (SQLite)
  { key: 'shortKeywordTable', columns: (s) => s.short, ddl: (a) => a.shortKeywordTable },
]

/**
 * Makes the keyword indexes the declarations ask for (one spec per declared table), idempotently:
 * one found as it would be made (by an earlier start, or by the migrations of earlier versions)
 * is kept, one made for other columns is made again, one no declaration of its table asks for any
 * more is dropped. What each was made for is remembered in `core_setting`.
 */
export async function ensureKeywordIndexes(t: SchemaTarget, specs: KeywordIndexSpec[]) {
  for (const spec of byTable(specs))
    for (const kind of KINDS) {
      const ddl = kind.ddl(t.adapter)
      if (ddl) await ensureKeywordIndex(t, ddl, `${kind.key}:${spec.table}`, spec.table, kind.columns(spec))
    }
}

async function ensureKeywordIndex(
  t: SchemaTarget,
  ddl: KeywordIndexDdl,
  key: string,
  table: string,
  columns: string[],
) {
  const made = (await t.madeShape(key))?.split(',') ?? []
  if (!columns.length) {
    if (!made.length) return
    await t.runAll(ddl.drop(table, made))
    await t.forget(key)
    return
  }
  const shape = columns.join(',')
  if (await ddl.found(t.db, table, columns)) {
    if (made.join(',') !== shape) await t.remember(key, shape)
    return
  }
  // an index made for other columns, or what is left of one
  await t.runAll(ddl.drop(table, [...new Set([...made, ...columns])]))
  await t.runAll(ddl.make(table, columns))
  await t.remember(key, shape)
}

/** One spec a table: a table declared twice asks for what either declaration asks for, or says which. */
function byTable(specs: KeywordIndexSpec[]): KeywordIndexSpec[] {
  const tables = new Map<string, KeywordIndexSpec>()
  for (const spec of specs) {
    const seen = tables.get(spec.table)
    const merge = (a: string[], b: string[]) => {
      if (a.length && b.length && a.join() !== b.join())
        throw new Error(`${spec.table}: two declarations ask for keyword indexes over different columns`)
      return a.length ? a : b
    }
    tables.set(
      spec.table,
      seen
        ? {
            table: spec.table,
            trigram: merge(seen.trigram, spec.trigram),
            short: merge(seen.short, spec.short),
          }
        : spec,
    )
  }
  return [...tables.values()]
}

/** Trigram indexes made before their options were (PostgreSQL's `fastupdate = off`): given them. */
export function settleTrigramIndexes(t: SchemaTarget) {
  return t.adapter.settleTrigramIndexes(t.db)
}
