import type { DeclaredType, StoredIndex } from '../schema/specs.ts'
import type { DynamicDb } from '../types.ts'

/**
 * What differs between SQLite and PostgreSQL in the schema (core/db/schema/): type names, the
 * identity column, introspection, trigger and function syntax, keyword indexes. Statements come
 * back as text for the schema to run in order; what must read the database first runs itself.
 */
export interface SchemaAdapter {
  /** the dialect's type of a declared one (`varchar(100)`: `text` on SQLite) */
  columnType(type: DeclaredType): string
  /** a declared column's modifiers as the dialect takes them (`declared`, for errors: `name: spec`) */
  columnModifiers(type: DeclaredType, modifiers: string, declared: string): string
  /** the name the database reports for a type it was given (the schema-drift test compares them) */
  reportedType(type: string): string
  /** the `id` column every table begins with */
  readonly idColumn: string
  /** what follows the definition of a side table read by its primary key alone */
  readonly keyedTableSuffix: string

  columnNames(db: DynamicDb, table: string): Promise<string[]>
  hasTable(db: DynamicDb, table: string): Promise<boolean>
  /** the table's indexes but the primary key and keyword indexes (trigram on PostgreSQL) */
  indexes(db: DynamicDb, table: string): Promise<StoredIndex[]>
  /** each column's type as the table has it */
  columnTypes(db: DynamicDb, table: string): Promise<Record<string, string>>
  /** after a transaction that filled `tables` in bulk: what the planner needs to know of their rows */
  settle(db: DynamicDb, tables: Iterable<string>): Promise<void>

  /** `core_migration`, made before the first migration */
  readonly migrationTable: string
  /** keeps other instances out of work under this key until the transaction ends (migrations, menu sync) */
  lockTransaction(db: DynamicDb, key: number): Promise<void>
  /** after a migration: every identity past the ids a seed inserted */
  syncIdentities(db: DynamicDb): Promise<void>

  /** `core_write_version` as made now, and the type of its counters */
  readonly writeVersionTable: string
  readonly counterType: string
  /** what brings a `core_write_version` of these columns, made by an earlier version, up to date */
  writeVersionUpgrades(columns: string[]): string[]
  /** the triggers that raise `table`'s write version on every write (Schema.ensureWriteVersion) */
  ensureWriteVersionTriggers(db: DynamicDb, table: string): Promise<void>
  /** those that raise the version of a table of repeated values `val` (Schema.ensureValueVersion) */
  ensureValueVersionTriggers(db: DynamicDb, val: string): Promise<void>

  /** drops the triggers (and functions) that keep side table `name` in step with `table` */
  dropSync(table: string, name: string, sqliteSuffixes: string[]): string[]
  /** drops what a trigger of side table `name` ran, which outlives its table */
  dropTriggerFunction(name: string): string[]
  /** a postings table: its columns (`"gram" …, "id" integer not null`) and primary key */
  postingsTable(gram: string, columns: string, primary: string[]): string[]
  /** the triggers that keep postings in step with their table, and the statement that fills them */
  postingsSync(postings: PostingsSql): { sync: string[]; fill: string }
  /** the triggers that keep a table's repeated values and their grams in step (Schema.ensureValueGrams) */
  valueGramsSync(values: ValueGramsSql): string[]
  /** a column's value as the text a head keeps */
  headValue(expression: string): string
  /** the triggers that raise a table's heads (Schema.ensureHeads) */
  headsSync(heads: HeadsSql): string[]

  /** serves `%keyword%` of three characters or more */
  readonly trigramIndex: KeywordIndexDdl
  /** serves shorter keywords by a narrow table, where the dialect keeps one */
  readonly shortKeywordTable?: KeywordIndexDdl
  /** trigram indexes made before their options were: given them */
  settleTrigramIndexes(db: DynamicDb): Promise<void>
}

/** One kind of keyword index over columns of a table: made, dropped, and found as made. */
export interface KeywordIndexDdl {
  make(table: string, columns: string[]): string[]
  drop(table: string, columns: string[]): string[]
  /** whether the table has it over these columns exactly as `make` makes it */
  found(db: DynamicDb, table: string, columns: string[]): Promise<boolean>
}

/** Postings `gram` of `columns` of `table` (schema/postings.ts), in the pieces both dialects write alike. */
export interface PostingsSql {
  table: string
  gram: string
  columns: string[]
  maxLength: number
  /** the order key and carried columns a posting copies from its row */
  copied: string[]
  /** `"<gram>" ("gram", …, "id")` */
  target: string
  /** the columns whose update changes a row's postings, quoted */
  watched: string
  /** the copied values of a row (`new.`, `old.`, `t.`), each followed by a comma */
  keyOf(row: string): string
  /** ` and "k" = old."k"…`: a row's postings by their key */
  postingKey(row: string): string
}

/** The repeated values of `columns` of `table` and their grams (schema/values.ts). */
export interface ValueGramsSql {
  table: string
  val: string
  vgram: string
  columns: string[]
  maxLength: number
  /** the statements that count a row's values in (1) or out (-1) */
  count(row: 'new.' | 'old.', by: 1 | -1): string
}

/** The heads of `table` (schema/heads.ts). */
export interface HeadsSql {
  table: string
  head: string
  /** the statements that raise the heads of the row `new.` */
  raise: string
  /** the key and order columns, quoted */
  watched: string
}
