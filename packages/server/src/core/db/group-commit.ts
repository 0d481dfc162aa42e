import type SQLite from 'better-sqlite3'
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, SqliteDatabase } from 'kysely'
import type { WriteGate } from './write-gate.ts'

/** the most transactions one commit carries */
const MAX_GROUP = 64

interface Member {
  resolve(): void
  reject(error: unknown): void
}

/** The transaction the group's members share: it holds the write lock until the group commits. */
interface Group {
  members: Member[]
  /** whether it holds the file's write gate (false: the gate timed out, SQLite's locking decides) */
  gated: boolean
  flushScheduled: boolean
}

/**
 * Kysely's driver for the one SQLite connection, committing transactions in groups. A transaction
 * runs as a savepoint inside one shared write transaction; when its work is done it frees the
 * connection for the next and waits for the group's commit, which happens once the event loop has
 * taken in the requests that were ready (`setImmediate`), before any statement outside a
 * transaction, or at MAX_GROUP members. A write touches the same pages as its neighbours (the
 * table's last leaf, its indexes, the keyword postings of common grams, the write version): one
 * commit writes each page to the WAL once instead of once per transaction.
 *
 * Guarantees: a transaction's promise resolves only after its work is committed; a transaction
 * that fails is rolled back to its savepoint and leaves the others of its group alone; if the
 * commit itself fails every member rejects, none having been told its work was saved; a statement
 * outside a transaction never sees a member's uncommitted work (the group commits first); closing
 * the database while a transaction is at work commits none of the group.
 */
export class GroupCommitDriver implements Driver {
  private busy = false
  private readonly queue: Array<(connection: Lease) => void> = []
  private group?: Group
  /** the transaction at work in the group (between its savepoint and its release) */
  private member?: Lease
  /** the group is due but the connection was taken: its holder commits it as it lets go */
  private flushDue = false

  constructor(
    private readonly database: SqliteDatabase,
    private readonly sqlite: SQLite.Database,
    private readonly gate: WriteGate,
  ) {}

  async init() {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) return new Promise((resolve) => this.queue.push(resolve))
    this.busy = true
    return Promise.resolve(new Lease(this))
  }

  async releaseConnection(connection: DatabaseConnection) {
    const lease = connection as Lease
    if (lease.released) return
    lease.released = true
    this.handOn()
  }

  async beginTransaction(connection: DatabaseConnection) {
    if (!this.group) {
      const gated = await this.gate.enter()
      try {
        this.run('begin immediate')
      } catch (e) {
        if (gated) this.gate.leave()
        throw e
      }
      this.group = { members: [], gated, flushScheduled: false }
    }
    this.run('savepoint member')
    this.member = connection as Lease
  }

  async commitTransaction(connection: DatabaseConnection) {
    const group = this.group as Group
    this.run('release member')
    this.member = undefined
    const committed = new Promise<void>((resolve, reject) => group.members.push({ resolve, reject }))
    if (group.members.length >= MAX_GROUP) this.flush()
    else this.scheduleFlush(group)
    // the next transaction may run while this one waits for the commit
    await this.releaseConnection(connection)
    await committed
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    // a member whose group's commit failed: the group is rolled back already
    if (this.member !== connection) return
    this.member = undefined
    try {
      this.run('rollback to member')
      this.run('release member')
      // the group may hold no member now: it still holds the write lock until it ends
      this.scheduleFlush(this.group as Group)
    } catch (e) {
      // SQLite ended the whole transaction itself (a full disk, an I/O error): the members
      // waiting for it lost their work too
      this.abandon(e)
      throw e
    }
  }

  async destroy() {
    // a transaction still at work is not committed half done
    if (this.member) this.abandon(new Error('the database was closed during a transaction'))
    else this.flush()
    this.database.close()
  }

  /**
   * Runs a statement on the connection; the caller holds it. A write outside a transaction first
   * waits at the file's write gate like a transaction does, so that it never waits for a batch of
   * the writer thread in SQLite's busy handler, which would block the event loop.
   */
  async query({ sql, parameters }: CompiledQuery, lease: Lease): Promise<QueryResult<unknown>> {
    const statement = this.statement(sql, lease)
    if (statement.reader) return { rows: statement.all(parameters) }
    const gated = this.member !== lease && (await this.gate.enter())
    try {
      const { changes, lastInsertRowid } = statement.run(parameters)
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] }
    } finally {
      if (gated) this.gate.leave()
    }
  }

  /** Reads a query's rows one at a time; the caller holds the connection until it is done. */
  *stream({ sql, parameters }: CompiledQuery, lease: Lease): Generator<QueryResult<unknown>> {
    for (const row of this.statement(sql, lease).iterate(parameters)) yield { rows: [row] }
  }

  /** A prepared statement for `lease`: outside a transaction, after the open group's commit. */
  private statement(sql: string, lease: Lease) {
    if (this.member !== lease) this.flush()
    return this.database.prepare(sql)
  }

  /** Commits the open group, answering its members. */
  private flush() {
    const group = this.group
    this.flushDue = false
    if (!group) return
    this.group = undefined
    try {
      this.run('commit')
    } catch (e) {
      this.abandon(e, group)
      return
    }
    if (group.gated) this.gate.leave()
    for (const member of group.members) member.resolve()
  }

  /** Commits the group once the requests the event loop has ready have joined it. */
  private scheduleFlush(group: Group) {
    if (group.flushScheduled) return
    group.flushScheduled = true
    setImmediate(() => {
      if (this.group !== group) return
      if (this.busy) this.flushDue = true
      else this.flush()
    })
  }

  /** Rolls back what is left of the group and rejects its members. */
  private abandon(error: unknown, group = this.group) {
    if (!group) return
    if (this.group === group) this.group = undefined
    if (this.sqlite.inTransaction) {
      try {
        this.run('rollback')
      } catch {
        // nothing left to undo
      }
    }
    if (group.gated) this.gate.leave()
    for (const member of group.members) member.reject(error)
  }

  private handOn() {
    if (this.flushDue) this.flush()
    const next = this.queue.shift()
    if (next) next(new Lease(this))
    else this.busy = false
  }

  private run(sql: string) {
    this.database.prepare(sql).run([])
  }
}

/** One turn on the connection, from acquiring it to releasing it. */
class Lease implements DatabaseConnection {
  released = false

  constructor(private readonly driver: GroupCommitDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.driver.query(query, this)) as QueryResult<R>
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield* this.driver.stream(query, this) as Generator<QueryResult<R>>
  }
}
