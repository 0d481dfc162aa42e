import type { Kysely } from 'kysely'
import type { Tables } from './tables.ts'
import type { Dialect } from './wire.ts'

/** The database, every table typed: the core's and those the modules declare (see tables.ts). */
export type Db = Kysely<Tables>

/**
 * The database as code that serves tables it does not know statically sees it: the CRUD engine,
 * migrations (which meet older shapes of a table) and the hooks that name a table at run time.
 */
// biome-ignore lint/suspicious/noExplicitAny: tables known only at run time
export type DynamicDb = Kysely<any>

/** What a batch came to: rows the database refused (each tried alone) and the last refusal. */
export interface BatchResult {
  lost: number
  error?: string
}

/** A second connection that inserts batches of rows off the event loop (SQLite's writer thread). */
export interface RowWriter {
  /** inserts rows of bound values (numbers, text, null) with one parameterised statement */
  insert(sql: string, rows: unknown[][]): Promise<BatchResult>
}

export interface Database {
  db: Db
  dialect: Dialect
  /** SQLite: the writer thread, started with the database (the request log writes through it) */
  rowWriter?: RowWriter
  close(): Promise<void>
  /** the schema is final (migrations and indexes done): PostgreSQL's statements go prepared from now on */
  settled?(): void
}
