import { schemaAdapter } from './dialect/schema.ts'
import type { DynamicDb } from './types.ts'
import type { Dialect } from './wire.ts'

/**
 * Runs work in one transaction that no other instance sharing the database runs at the same time
 * under the same key (start-up work such as adding declared rows): PostgreSQL holds an advisory
 * lock until it ends; SQLite's write transactions take turns already.
 */
export function exclusiveTransaction<T>(
  database: { db: DynamicDb; dialect: Dialect },
  key: number,
  work: (trx: DynamicDb) => Promise<T>,
): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    await schemaAdapter(database.dialect).lockTransaction(trx, key)
    return work(trx)
  })
}

/**
 * Inside a transaction, waits for and then holds until it ends a lock under `key` that no other
 * transaction holds meanwhile (PostgreSQL's advisory lock; SQLite's write transactions take turns
 * already): writes that must see each other's result (one default address per user) go one by one.
 */
export function lockUntilCommit(trx: DynamicDb, dialect: Dialect, key: number): Promise<void> {
  return schemaAdapter(dialect).lockTransaction(trx, key)
}
