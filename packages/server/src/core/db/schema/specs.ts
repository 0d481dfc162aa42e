/** What the schema is asked to make: column declarations, derived indexes, keyword indexes, and their names. */

/**
 * Column declarations for migrations, one short string each, e.g. `varchar(100) not null unique`,
 * `bool not null default true`, `decimal(10,2)`, `json`, `datetime`. Every table also gets `id`,
 * `createTime` and `updateTime`. The same declaration yields the same schema on both dialects.
 */
export type ColumnDdl = string

/** One column of an index; `desc` when it runs against the index's first column. */
export interface IndexColumn {
  column: string
  desc?: boolean
}

/** An index a resource's queries need, derived from its declaration (see Resource.indexes). */
export interface IndexSpec {
  table: string
  columns: IndexColumn[]
}

/** The short-keyword index of a resource: its keyword columns of bounded length (see Schema.ensureGrams). */
export interface GramSpec {
  table: string
  /** the columns posted row by row */
  columns: string[]
  /**
   * the columns whose values repeat over many rows (paths, addresses): indexed once per distinct
   * value, with the number of rows holding it (see Schema.ensureValueGrams)
   */
  repeated?: string[]
  /** the longest text a column may hold, in characters */
  maxLength: number
  /**
   * the resource's default order (non-null columns of its own; `id` last, implied): each posting
   * carries it, so a keyword's rows come out of the index in that order
   */
  order: IndexColumn[]
  /**
   * the resource's equality-filter columns, copied into each posting: a keyword with such filters
   * reads its page and total from the postings alone
   */
  carry: string[]
  /**
   * the keys a keyword on a joined column is searched through (the log's `userId`), whose first
   * rows in the default order (one column, then `id` the same way) are kept (see Schema.ensureHeads)
   */
  heads?: HeadSpec
  /**
   * text columns of joined tables a keyword searches (the log's user name): each gets postings of
   * its own, `<table>_gram_<column> (gram, id)`, so that a short keyword finds the joined rows
   * whose column has it without reading every row another column of theirs gives the gram
   */
  joined?: { table: string; column: string; maxLength: number }[]
}

/** Key columns whose first rows in an order of one column are kept (see Schema.ensureHeads). */
export interface HeadSpec {
  keys: string[]
  column: string
  descending: boolean
}

/**
 * The keyword indexes a resource declares beyond its postings (SearchSpec.keywordIndex), over its
 * own keyword columns: none listed, none made (and one made before for another declaration dropped).
 */
export interface KeywordIndexSpec {
  table: string
  /** a trigram index: pg_trgm GIN indexes `<table>_<column>_trgm`, or an FTS5 table `<table>_fts` */
  trigram: string[]
  /** SQLite's narrow keyword table `<table>_kw (id, text)`, for keywords shorter than trigrams */
  short: string[]
}

/** A declared column type (`varchar(100)`, `decimal(10,2)`, `bool`), as a dialect adapter reads it. */
export interface DeclaredType {
  /** as written: `varchar(100)` */
  token: string
  /** `varchar`'s length */
  length?: string
  /** `decimal`'s precision and scale */
  precision?: string
  scale?: string
}

/** An index as the database has it, with its columns in order. */
export interface StoredIndex {
  name: string
  columns: string[]
  unique: boolean
}

export interface TableOptions {
  indexes?: string[][]
  unique?: string[][]
}

/** Column names quoted and joined by commas: `"a", "b"`. */
export const quoteList = (cols: string[]) => cols.map((c) => `"${c}"`).join(', ')

/** The postings of one column of a table that another resource searches through a join (GramSpec.joined). */
export const columnGrams = (table: string, column: string) => `${table}_gram_${column}`

/** The table of a table's repeated values (Schema.ensureValueGrams), which keeps a version of its own (ensureValueVersion). */
export const valuesTable = (table: string) => `${table}_val`
