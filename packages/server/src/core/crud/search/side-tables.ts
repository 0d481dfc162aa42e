import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { KeywordTables } from '../../db/dialect/query.ts'
import { likePattern } from '../../db/wire.ts'
import type { SearchTable } from './table.ts'

const NONE: Promise<KeywordTables> = Promise.resolve({})

/**
 * The side tables that mirror the keyword columns, when the migrations made them (SQLite only,
 * see QueryAdapter.keywordTables): looked up once per table.
 */
export function keywordTables(t: SearchTable): Promise<KeywordTables> {
  const { keyWordMain } = t.declared
  if (keyWordMain.length === 0) return NONE
  t.sideTables ??= t.adapter.keywordTables(
    t.db,
    t.table,
    keyWordMain.map((r) => r.slice(2)),
  )
  return t.sideTables
}

/**
 * The ids of the rows whose keyword columns have this keyword, from a side table that serves it:
 * the trigram table for three characters or more, else the short-keyword table.
 */
export function sideTableIds(
  t: SearchTable,
  side: KeywordTables,
  keyWord: string,
  // biome-ignore lint/suspicious/noExplicitAny: side tables are not in any typed schema
): SelectQueryBuilder<any, any, { id: number }> | undefined {
  if ([...keyWord].length >= 3 && side.fts) {
    const phrase = `"${keyWord.replaceAll('"', '""')}"`
    return t.db
      .selectFrom(side.fts)
      .select(sql<number>`rowid`.as('id'))
      .where(sql<SqlBool>`${sql.table(side.fts)} match ${phrase}`)
  }
  if (side.short)
    return t.db
      .selectFrom(side.short)
      .select('id')
      .where(sql<SqlBool>`"text" like ${likePattern(keyWord)} escape '\\'`)
  return undefined
}
