import type SQLite from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'
import { writeValue } from './wire.ts'

const MAX_STATEMENTS = 1000
const toDriver = (parameters: ReadonlyArray<unknown>) => parameters.map((v) => writeValue('sqlite', v))

function rowOf(names: string[], values: unknown[]) {
  const row: Record<string, unknown> = {}
  for (let i = 0; i < names.length; i++) row[names[i]] = values[i]
  return row
}

/**
 * better-sqlite3 as Kysely sees it, made cheaper per query: each SQL text is prepared once and
 * reused, rows are read as arrays, and bound values get their stored form here (booleans as 1/0, dates and JSON as text)
 * instead of in a walk over every query's tree.
 */
export function sqliteDatabase(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear()
        const prepared = sqlite.prepare(sql)
        // rows come as arrays and become objects here: cheaper than the driver's own objects
        const names = prepared.reader ? prepared.columns().map((c) => c.name) : []
        if (prepared.reader) prepared.raw(true)
        statement = {
          reader: prepared.reader,
          all: prepared.reader
            ? (p) => (prepared.all(toDriver(p)) as unknown[][]).map((values) => rowOf(names, values))
            : (p) => prepared.all(toDriver(p)),
          run: (p) => prepared.run(toDriver(p)),
          // a statement being iterated cannot run again until done: streams get their own
          iterate: (p) => sqlite.prepare(sql).iterate(toDriver(p)),
        }
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
