import type { FastifyBaseLogger } from 'fastify'
import { databaseFault } from '../db/errors.ts'
import type { DynamicDb } from '../db/index.ts'
import type { RowWriter } from '../db/types.ts'
import { nowIso, writeValue } from '../db/wire.ts'

export interface LogEntry {
  userId: number | null
  action: string
  ip: string
  params: unknown
}

const MAX_PARAMS_CHARS = 20_000
const MAX_IP = 50
const FLUSH_MS = 500
const MAX_BUFFER = 500
const CHUNK = 50
const COLUMNS = ['userId', 'action', 'ip', 'params', 'createTime', 'updateTime'] as const
/** U+0000 and lone surrogates: PostgreSQL refuses them in text and jsonb, and the row with them. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

const storable = (text: string) => text.replace(UNSTORABLE, '\ufffd')

/** JSON.stringify's replacer for logged data: every string and key made storable. */
function storableJson(_key: string, value: unknown) {
  if (typeof value === 'string') return storable(value)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), v]))
}

/** JSON's escapes of U+0000 and of surrogates: only text with one of them needs the replacer's pass. */
const ESCAPED_UNSTORABLE = /\\u(?:0000|d[89a-f])/i

/** Request data as the JSON text both databases store, or a mark where it is too long to keep. */
function storedParams(params: unknown): string | null {
  if (params === undefined || params === null) return null
  let text = JSON.stringify(params)
  if (ESCAPED_UNSTORABLE.test(text)) text = JSON.stringify(params, storableJson)
  return text.length > MAX_PARAMS_CHARS ? JSON.stringify({ truncated: true }) : text
}

/**
 * The request log, written off the request's path: entries are buffered and inserted in batches
 * shortly after, and on shutdown; on SQLite by a writer thread (given as `thread`), which also
 * keeps the rows' keyword postings off the event loop. Paths of the ignore list
 * (`REQUEST_LOG_IGNORE`: exact paths, or prefixes ending in `*`) are not written.
 */
export class RequestLog {
  private buffer: (LogEntry & { createTime: string })[] = []
  private timer?: NodeJS.Timeout
  private flushing: Promise<void> = Promise.resolve()
  private readonly ignored: Set<string>
  private readonly ignoredPrefixes: string[]

  /** @param table where the log goes, as the `request.log` hook names it */
  constructor(
    private readonly db: DynamicDb,
    private readonly log: FastifyBaseLogger,
    private readonly table: string,
    ignore: readonly string[] = [],
    private readonly thread?: RowWriter,
  ) {
    this.ignored = new Set(ignore.filter((p) => !p.endsWith('*')))
    this.ignoredPrefixes = ignore.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1))
  }

  record(entry: LogEntry) {
    if (this.ignored.has(entry.action) || this.ignoredPrefixes.some((p) => entry.action.startsWith(p))) return
    this.buffer.push({
      ...entry,
      // the column's size: a long forwarded address must not cost the row
      ip: entry.ip.slice(0, MAX_IP),
      // only the data can hold what PostgreSQL refuses: Node's HTTP parser keeps U+0000 out of the path and address
      params: storedParams(entry.params),
      createTime: nowIso(),
    })
    if (this.buffer.length >= MAX_BUFFER) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS)
  }

  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.buffer
    this.buffer = []
    if (batch.length === 0) return this.flushing
    this.flushing = this.flushing.then(async () => {
      const rows = batch.map((e) => ({ ...e, updateTime: e.createTime }))
      if (this.thread && (await this.writeInThread(rows))) return
      // small inserts with a pause between them: each one holds the event loop a while
      for (let i = 0; i < rows.length; i += CHUNK) {
        await this.write(rows.slice(i, i + CHUNK))
        await new Promise((resolve) => setImmediate(resolve))
      }
    })
    return this.flushing
  }

  /**
   * Hands rows to the writer thread, which commits them together (in steps while a transaction
   * of this thread waits for the write lock); false when the thread is gone.
   */
  private async writeInThread(rows: Record<(typeof COLUMNS)[number], unknown>[]) {
    const insert = `insert into "${this.table}" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`
    try {
      const { lost, error } = await this.thread!.insert(
        insert,
        rows.map((r) => COLUMNS.map((c) => writeValue('sqlite', r[c]))),
      )
      if (lost) this.log.error({ err: error, lost }, 'request log write failed')
      return true
    } catch (err) {
      // this connection writes instead (what a thread that died had committed of it is written twice)
      this.log.error({ err }, 'request log writer thread failed')
      return false
    }
  }

  /** Inserts rows together; if the database refuses them, one by one, so a bad row is lost alone. */
  private async write(rows: Record<string, unknown>[]) {
    try {
      await this.db.insertInto(this.table).values(rows).execute()
      return
    } catch (err) {
      if (rows.length === 1 || databaseFault(err) === 'unavailable') {
        this.log.error({ err, lost: rows.length }, 'request log write failed')
        return
      }
    }
    for (const row of rows) await this.write([row])
  }
}
