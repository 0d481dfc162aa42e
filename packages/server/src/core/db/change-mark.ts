import type SQLite from 'better-sqlite3'
import type { CompiledQuery } from 'kysely'
import type { DynamicDb } from './types.ts'

/** the change mark of each embedded database (by its Kysely instance; a transaction has none) */
const marks = new WeakMap<object, () => string>()

/**
 * Gives the embedded database a change mark: a reading that differs from any earlier one whenever
 * the file may have changed in between: a commit by any other connection, the writer thread's
 * included (`data_version`), or a row written by this connection (`total_changes()`, counted as
 * its statement runs, before its transaction commits). One statement of a few µs.
 */
export function markChanges(db: DynamicDb, sqlite: SQLite.Database) {
  const statement = sqlite.prepare('select data_version, total_changes() from pragma_data_version').raw(true)
  marks.set(db, () => (statement.get() as number[]).join(':'))
}

/**
 * What a query's rows come to, read again only when the database may have changed since: on SQLite
 * while its change mark stays, rows read after that mark was taken are still current. On
 * PostgreSQL (other instances write without telling) it is read every time.
 */
export function markedRead<R, T>(
  db: DynamicDb,
  query: CompiledQuery<R>,
  derive: (rows: R[]) => T,
): () => Promise<T> {
  let kept: { mark: string; value: T } | undefined
  return async () => {
    // taken before the read: a write after it moves the mark, whatever the rows saw of it
    const mark = marks.get(db)?.()
    if (mark !== undefined && kept?.mark === mark) return kept.value
    const value = derive((await db.executeQuery(query)).rows)
    kept = mark === undefined ? undefined : { mark, value }
    return value
  }
}
