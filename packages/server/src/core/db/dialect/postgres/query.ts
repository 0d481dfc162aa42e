import { sql } from 'kysely'
import type { BucketUnit, KeywordTables, QueryAdapter } from '../query-adapter.ts'

const BUCKET_FORMAT: Record<BucketUnit, string> = {
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  year: 'YYYY',
}

/** pg_trgm indexes serve LIKE on the keyword columns themselves */
const NO_SIDE_TABLES: KeywordTables = {}

/** PostgreSQL: ILIKE, plain columns, timestamps with microseconds, keywords on pg_trgm. */
export const postgresQuery: QueryAdapter = {
  like: (column, pattern) => sql`${column} ilike ${pattern} escape '\\'`,
  // its planner needs no steering
  probed: (column) => column,
  inJsonList: (key, list) =>
    sql`${key} in (select jsonb_array_elements(cast(${list} as jsonb))::text::bigint)`,
  // timestamps carry microseconds, which a Date would lose: their text, in UTC
  orderKey: (column, kind) =>
    kind === 'datetime'
      ? sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql`${sql.ref(column)}`,

  rowReads(columns) {
    const selected = columns.map((c) => c.source.as(c.name))
    return {
      select: (q) => q.select(selected),
      rows: (rows) =>
        rows.map((r) => {
          const out: Record<string, unknown> = {}
          for (let i = 0; i < columns.length; i++) {
            const c = columns[i]
            out[c.name] = c.read(r[c.name])
          }
          return out
        }),
    }
  },

  keywordTables: () => Promise.resolve(NO_SIDE_TABLES),
  // a sequence hands out ids as transactions ask, not as they commit
  idsInCommitOrder: false,

  storedDecimal: (text) => text,
  storedBoolean: (value) => value,
  dateBucket: (unit, timeZone, column) =>
    sql<string>`to_char(date_trunc(${sql.lit(unit)}, ${sql.ref(column)} at time zone ${sql.lit(timeZone)}), ${sql.lit(BUCKET_FORMAT[unit])})`,
}
