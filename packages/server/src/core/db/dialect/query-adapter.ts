import type { Expression, Kysely, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely'

/** The units a time is bucketed by (see dateBucket). */
export type BucketUnit = 'day' | 'week' | 'month' | 'year'

/** A value a read returns: its name, what it is read from, and how it is made wire-ready. */
export interface ReadColumn {
  name: string
  source: RawBuilder<unknown>
  read: (value: unknown) => unknown
}

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnySelect = SelectQueryBuilder<any, any, any>
type Row = Record<string, unknown>

/** How a table's reads select their columns and make the rows wire-ready, made once per table. */
export interface RowReads {
  select(q: AnySelect): AnySelect
  rows(rows: Row[]): Row[]
}

/** The SQLite side tables that mirror a table's keyword columns, by name, when they cover them. */
export interface KeywordTables {
  /** FTS5 trigram table (keywords of three characters or more) */
  fts?: string
  /** narrow text table (shorter keywords, and every keyword of a table with no trigram index) */
  short?: string
}

/**
 * What differs between SQLite and PostgreSQL in the CRUD engine's queries (core/crud/) and in the
 * values it binds: the engine itself never asks which database it is on.
 */
export interface QueryAdapter {
  /** `column LIKE pattern ESCAPE '\'`, ASCII letters of either case alike (ILIKE on PostgreSQL) */
  like(column: Expression<unknown>, pattern: string): RawBuilder<SqlBool>
  /**
   * The column as a test against many matches: on SQLite `+col`, which no index serves, so that
   * the planner walks the index of the page's order and probes each row instead of fetching every
   * match and sorting them all.
   */
  probed(column: Expression<unknown>): Expression<unknown>
  /** `key in` the keys of one bound JSON list (rather than thousands of parameters) */
  inJsonList(key: Expression<unknown>, list: string): RawBuilder<SqlBool>
  /** a column as an order key that sorts as it does and binds back exactly (`kind`: its ColumnMeta's) */
  orderKey(column: string, kind: string | undefined): RawBuilder<unknown>
  /** the reads of these columns, in order */
  rowReads(columns: readonly ReadColumn[]): RowReads
  /** the side tables that mirror these keyword columns of `table` (none on PostgreSQL) */
  // biome-ignore lint/suspicious/noExplicitAny: tables known only at run time
  keywordTables(db: Kysely<any>, table: string, columns: readonly string[]): Promise<KeywordTables>
  /** whether a table's new rows get greater ids than every row committed before them */
  readonly idsInCommitOrder: boolean

  /** a checked decimal text (`"19.90"`, exactly its column's scale) as stored */
  storedDecimal(text: string): string | number
  /** a boolean as the driver takes it */
  storedBoolean(value: boolean): unknown
  /** the bucket key (see bucketKey) of a time column in a checked time zone */
  dateBucket(unit: BucketUnit, timeZone: string, column: string): RawBuilder<string>
}
