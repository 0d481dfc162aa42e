import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markedRead } from './change-mark.ts'
import { type DynamicDb, openSqlite } from './index.ts'

// SQLite only: on PostgreSQL a marked read is a plain read (no mark), which every suite runs
describe('reads kept until the embedded database changes', () => {
  let dir: string
  let db: DynamicDb
  let close: () => Promise<void>
  /** another connection to the file, as the request log's writer thread is */
  let other: SQLite.Database

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-mark-'))
    const database = openSqlite(path.join(dir, 'db.sqlite'))
    db = database.db
    close = database.close
    await sql`create table counter (id integer primary key, n integer not null)`.execute(db)
    await sql`insert into counter (id, n) values (1, 0), (2, 0)`.execute(db)
    other = new SQLite(path.join(dir, 'db.sqlite'))
  })

  afterEach(async () => {
    other.close()
    await close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** the counter's value, read through a marked read; `reads` counts the statements it ran */
  const counter = () => {
    const executed = vi.spyOn(db, 'executeQuery')
    const query = db.selectFrom('counter').select('n').where('id', '=', 1).compile()
    const read = markedRead(db, query, (rows) => Number((rows[0] as { n: number }).n))
    return { read, reads: () => executed.mock.calls.length }
  }

  it('answers again without reading while nothing is written', async () => {
    const { read, reads } = counter()
    expect(await read()).toBe(0)
    expect(await read()).toBe(0)
    expect(reads()).toBe(1)
  })

  it('reads again after a write by this connection, in or out of a transaction, to any table', async () => {
    const { read, reads } = counter()
    await read()
    await db.updateTable('counter').set({ n: 1 }).where('id', '=', 1).execute()
    expect(await read()).toBe(1)
    await db
      .transaction()
      .execute((trx) => trx.updateTable('counter').set({ n: 2 }).where('id', '=', 1).execute())
    expect(await read()).toBe(2)
    // another row moves the mark too: it cannot tell which rows or tables a write touched
    await db.updateTable('counter').set({ n: 5 }).where('id', '=', 2).execute()
    expect(await read()).toBe(2)
    expect(reads()).toBe(4)
  })

  it('reads again after a commit of another connection', async () => {
    const { read } = counter()
    await read()
    other.prepare('update counter set n = 7 where id = 1').run()
    expect(await read()).toBe(7)
  })
})
