import { sql } from 'kysely'
import type { QueryAdapter } from '../query-adapter.ts'

/** The name SQLite knows bucketKey by (see openSqlite). */
export const SQLITE_BUCKET_FUNCTION = 'backroom_bucket'

/** the one column a read's values come in (see rowReads) */
const PACKED = 'row'

/** SQLite: LIKE folds ASCII case, reads come as one JSON array a row, keywords have side tables. */
export const sqliteQuery: QueryAdapter = {
  like: (column, pattern) => sql`${column} like ${pattern} escape '\\'`,
  probed: (column) => sql`+${column}`,
  inJsonList: (key, list) => sql`${key} in (select "value" from json_each(${list}))`,
  // times are stored as ISO text, which sorts as they do
  orderKey: (column) => sql`${sql.ref(column)}`,

  /**
   * The columns as one JSON array a row: better-sqlite3 makes a JavaScript value of each column
   * through V8's API, at several hundred instructions apiece, and JSON.parse makes them for a
   * fraction (a page of 20 users: a quarter fewer instructions). The values are the same: the
   * columns hold text and integers only (no column kind is a float or a blob), and a raw column's
   * text stays a string in the array.
   */
  rowReads(columns) {
    const packed = sql`json_array(${sql.join(columns.map((c) => c.source))})`.as(PACKED)
    return {
      select: (q) => q.select(packed),
      rows: (rows) =>
        rows.map((r) => {
          const values = JSON.parse(r[PACKED] as string) as unknown[]
          const out: Record<string, unknown> = {}
          for (let i = 0; i < columns.length; i++) {
            const c = columns[i]
            out[c.name] = c.read(values[i])
          }
          return out
        }),
    }
  },

  /** The tables the migrations made, when their definitions name every keyword column. */
  async keywordTables(db, table, columns) {
    const found = await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master where name in (${`${table}_fts`}, ${`${table}_kw_ai`})`.execute(
      db,
    )
    const covers = (name: string) => {
      const ddl = found.rows.find((r) => r.name === name)?.sql ?? ''
      return columns.every((c) => ddl.includes(`"${c}"`))
    }
    return {
      fts: covers(`${table}_fts`) ? `${table}_fts` : undefined,
      short: covers(`${table}_kw_ai`) ? `${table}_kw` : undefined,
    }
  },
  idsInCommitOrder: true,

  // exact amounts: integer minor units
  storedDecimal: (text) => Number(text.replace('.', '')),
  storedBoolean: (value) => (value ? 1 : 0),
  dateBucket: (unit, timeZone, column) =>
    sql<string>`${sql.raw(SQLITE_BUCKET_FUNCTION)}(${sql.lit(unit)}, ${sql.lit(timeZone)}, ${sql.ref(column)})`,
}
