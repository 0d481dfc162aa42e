import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { type BucketUnit, bucketKey, SQLITE_BUCKET_FUNCTION } from './buckets.ts'
import { markChanges } from './change-mark.ts'
import { GroupCommitDriver } from './group-commit.ts'
import { WireValuesPlugin } from './plugin.ts'
import { prepareStatements } from './prepared.ts'
import { sqliteDatabase } from './sqlite.ts'
import type { Tables } from './tables.ts'
import type { Database } from './types.ts'
import { WriteGate } from './write-gate.ts'
import { SqliteWriterThread } from './writer-thread.ts'

export type { Database, Db, DynamicDb } from './types.ts'

export interface DatabaseOptions {
  dataDir: string
  databaseUrl?: string
  databaseSchema?: string
  /** PostgreSQL: statements prepared once per connection (prepared.ts); default true */
  databasePrepare?: boolean
}

const INT8 = 20
/** how long a query waits for a connection before answering "database unavailable" */
const CONNECT_TIMEOUT_MS = 5000
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (v: string) => Number(v)
    return pg.types.getTypeParser(oid, format)
  },
}

/** The embedded database's file in the data directory. */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'backroom.sqlite')

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.databaseSchema, options.databasePrepare ?? true)
  fs.mkdirSync(options.dataDir, { recursive: true })
  const file = sqliteFile(options.dataDir)
  const database = openSqlite(file)
  const thread = await SqliteWriterThread.start(file, database.db)
  return {
    ...database,
    rowWriter: thread,
    async close() {
      await thread.close()
      await database.close()
    },
  }
}

export function openSqlite(file: string): Database {
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  // a write touches pages all over the tables' indexes (keyword postings above all): with SQLite's
  // default 2 MB page cache they are read back from the OS on every write; 64 MB keeps them
  sqlite.pragma('cache_size = -65536')
  // a statement that writes many rows (a trigger's keyword postings) keeps its undo journal here;
  // in a temporary file instead, each page it changes costs a write to that file
  sqlite.pragma('temp_store = MEMORY')
  sqlite.function(SQLITE_BUCKET_FUNCTION, { deterministic: true }, (unit, zone, iso) =>
    iso == null ? null : bucketKey(unit as BucketUnit, String(zone), String(iso)),
  )
  const db = new Kysely<Tables>({
    dialect: new GroupCommitSqliteDialect(sqlite, WriteGate.of(file)),
  })
  markChanges(db, sqlite)
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

/**
 * Transactions that take the write lock when they begin, committed in groups (group-commit.ts).
 * The request log's writer thread is a second connection: a transaction begun deferred that read
 * before another connection's commit could not write after it (SQLITE_BUSY at once, not after the
 * busy timeout). They first wait at the file's write gate, without blocking the event loop, while
 * the thread writes a batch.
 */
class GroupCommitSqliteDialect extends SqliteDialect {
  private readonly database: SqliteDatabase

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly gate: WriteGate,
  ) {
    const database = sqliteDatabase(sqlite)
    super({ database })
    this.database = database
  }

  override createDriver() {
    return new GroupCommitDriver(this.database, this.sqlite, this.gate)
  }
}

/**
 * PostgreSQL: rows a table's write version is spread over (Schema.ensureWriteVersion): each
 * connection of the pool raises its own, so concurrent writers of a table never wait on one row.
 */
const WRITE_VERSION_SLOTS = 32

async function openPostgres(url: string, schema: string | undefined, prepare: boolean): Promise<Database> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
    await admin.connect()
    try {
      // one at a time (the lock ends with the connection): "if not exists" does not keep two
      // instances starting together from both creating it
      await admin.query('SELECT pg_advisory_lock(7141956)')
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)
    } finally {
      await admin.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: pgTypes,
    ...(schema ? { options: `-c search_path="${schema}",public` } : {}),
  })
  // a connection that dies (a restart, a killed backend) fails its query, which answers "database
  // unavailable"; the pool drops it and opens another. Unheard, its error event ends the process.
  pool.on('error', () => {})
  let connections = 0
  let settled = false
  pool.on('connect', (client) => {
    client.on('error', () => {})
    if (prepare) prepareStatements(client, () => settled)
    // which row of a table's write version this connection's writes raise (Schema.ensureWriteVersion);
    // queued before any query of the connection
    client.query(`set backroom.write_slot = ${connections++ % WRITE_VERSION_SLOTS}`).catch(() => {})
  })
  const db = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new WireValuesPlugin('postgres')],
  })
  await sql`select 1`.execute(db)
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    settled: () => {
      settled = true
    },
  }
}
