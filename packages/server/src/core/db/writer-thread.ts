import { createRequire as requireFrom } from 'node:module'
import { Worker } from 'node:worker_threads'
import { sql } from 'kysely'
import type { BatchResult, DynamicDb, RowWriter } from './types.ts'
import { CELL, GATE, WriteGate } from './write-gate.ts'

const CHECKPOINT_MS = 200
/** SQLite's default: a commit that leaves the WAL this many pages long checkpoints it */
const SQLITE_AUTOCHECKPOINT = 1000
/** how long a batch lets the main thread's waiting transactions go first, at most */
const YIELD_MS = 20
/**
 * a batch commits after this many rows when a transaction of the main thread waits for it (one
 * transaction otherwise: each commit costs the thread its pages again, and each empties the main
 * connection's page cache)
 */
const STEP = 25

// Plain JavaScript run as the thread's script (no loader or build step is needed for it): a
// second connection to the same file, inserting each batch in one immediate transaction, and
// row by row when the batch is refused, so that a bad row is lost alone.
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file)
db.pragma('synchronous = NORMAL')
db.pragma('busy_timeout = 60000') // a write of the main thread outside a transaction takes no turn at the gate
db.pragma('cache_size = -65536')
db.pragma('temp_store = MEMORY')
// the file's write gate (write-gate.ts), shared with the main thread: a batch waits while a
// transaction there holds it, and the transaction waiting for a batch goes in when it is freed
const gate = new Int32Array(workerData.gate)
const enter = () => {
  // transactions waiting go first (a batch can wait a while: its requests are answered already)
  const until = Date.now() + ${YIELD_MS}
  for (let n; (n = Atomics.load(gate, ${CELL.waiting})) > 0 && Date.now() < until; )
    Atomics.wait(gate, ${CELL.waiting}, n, ${YIELD_MS})
  for (;;) {
    const holder = Atomics.compareExchange(gate, ${CELL.holder}, ${GATE.free}, ${GATE.thread})
    if (holder === ${GATE.free}) return
    Atomics.wait(gate, ${CELL.holder}, holder, 50)
  }
}
const leave = () => {
  Atomics.store(gate, ${CELL.holder}, ${GATE.free})
  Atomics.notify(gate, ${CELL.holder})
}
const statements = new Map()
const prepare = (sql) => {
  let s = statements.get(sql)
  if (!s) statements.set(sql, (s = db.prepare(sql)))
  return s
}
// the file's checkpoints (WAL pages copied back into the database) happen here, not on the commit
// of whichever connection crosses SQLite's threshold: the main connection leaves them to this one
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {}
}, ${CHECKPOINT_MS}).unref()
// the rows from \`from\` on in one transaction: all of them, or, once a transaction of the main
// thread waits at the gate, up to the next multiple of ${STEP}; returns where it stopped
const insertFrom = db.transaction((statement, rows, from) => {
  let at = from
  while (at < rows.length) {
    statement.run(rows[at++])
    if ((at - from) % ${STEP} === 0 && Atomics.load(gate, ${CELL.waiting}) > 0) break
  }
  return at
})
parentPort.on('message', ({ id, sql, rows }) => {
  let lost = 0
  let error
  for (let from = 0; from < rows.length; ) {
    enter()
    try {
      from = insertFrom.immediate(prepare(sql), rows, from)
    } catch (batchError) {
      for (; from < rows.length; from++) {
        try {
          prepare(sql).run(rows[from])
        } catch (e) {
          lost++
          error = String((e && e.message) || e)
        }
      }
    } finally {
      leave()
    }
  }
  parentPort.postMessage({ id, lost, error })
})
`

/**
 * Inserts into the embedded database from a thread of its own, so that rows written often and in
 * bulk (the request log, with its keyword postings) cost the request path only the hand-over.
 * The file is in WAL mode: readers are not blocked; the main connection's transactions and the
 * batches take turns at the file's write gate (write-gate.ts), transactions first.
 */
export class SqliteWriterThread implements RowWriter {
  private readonly worker: Worker
  private readonly pending = new Map<number, { resolve(r: BatchResult): void; reject(e: Error): void }>()
  private next = 0
  /** why the thread is gone, once it is */
  private stopped?: Error

  /**
   * A thread writing to the database `file`, which also takes over the file's checkpoints from
   * `main` (commits there no longer copy pages back) until it is gone.
   */
  static async start(file: string, main: DynamicDb): Promise<SqliteWriterThread> {
    const autocheckpoint = (pages: number) =>
      sql`pragma wal_autocheckpoint = ${sql.raw(String(pages))}`.execute(main)
    await autocheckpoint(0)
    return new SqliteWriterThread(file, () => autocheckpoint(SQLITE_AUTOCHECKPOINT))
  }

  /**
   * `handBack`: run once when the thread is gone (closed, or died): the main connection takes the
   * checkpoints back, so that the WAL does not grow until the next start.
   */
  constructor(file: string, handBack?: () => Promise<unknown>) {
    const driver = requireFrom(import.meta.url).resolve('better-sqlite3')
    this.gate = WriteGate.of(file)
    this.worker = new Worker(SCRIPT, {
      eval: true,
      workerData: { file, driver, gate: this.gate.cell.buffer },
    })
    this.worker.on('message', ({ id, ...result }: BatchResult & { id: number }) => {
      this.pending.get(id)?.resolve(result)
      this.pending.delete(id)
    })
    this.handBack = handBack
    this.worker.on('error', (e) => this.stop(e))
    this.worker.on('exit', () => this.stop(new Error('the writer thread stopped')))
  }

  private readonly gate: WriteGate
  private readonly handBack?: () => Promise<unknown>
  private handedBack?: Promise<unknown>

  /** The thread is gone: what it was given fails, and the main connection takes checkpoints back. */
  private stop(e: Error) {
    this.gate.release()
    if (!this.stopped) this.handedBack = this.handBack?.().catch(() => undefined)
    this.stopped ??= e
    for (const p of this.pending.values()) p.reject(e)
    this.pending.clear()
  }

  /** Inserts rows of bound values (numbers, text, null) with one parameterised statement. */
  insert(sql: string, rows: unknown[][]): Promise<BatchResult> {
    if (this.stopped) return Promise.reject(this.stopped)
    const id = this.next++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({ id, sql, rows })
    })
  }

  /** Stops the thread once what it was given is written. */
  async close() {
    await this.insert('select 1 where 0', []).catch(() => undefined)
    this.stop(new Error('the writer thread is closed'))
    await this.worker.terminate()
    await this.handedBack
  }
}
