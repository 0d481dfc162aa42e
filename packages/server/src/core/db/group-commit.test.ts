import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type DynamicDb, openSqlite } from './index.ts'
import { CELL, GATE, WriteGate } from './write-gate.ts'

// SQLite only: PostgreSQL commits each transaction on its own connection (and groups WAL flushes itself)
describe('group commit on SQLite', () => {
  let dir: string
  let db: DynamicDb
  let close: () => Promise<void>
  /** a second connection to the file: it sees committed rows only */
  let other: SQLite.Database

  const file = () => path.join(dir, 'db.sqlite')

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-group-'))
    const database = openSqlite(file())
    db = database.db
    close = database.close
    await sql`create table item (id integer primary key, name text not null unique)`.execute(db)
    // no busy timeout: a write lock still held fails its writes at once
    other = new SQLite(file(), { timeout: 0 })
  })

  afterEach(async () => {
    other.close()
    await close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const committed = () => other.prepare('select name from item order by name').pluck().all() as string[]
  const walFrames = () => (other.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0].log
  const add = (name: string) =>
    db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ name }).execute()
      return committed()
    })

  it('commits transactions begun together once, and answers each only after its row is committed', async () => {
    const before = walFrames()
    const names = Array.from({ length: 10 }, (_, i) => `n${i}`)
    const seen = await Promise.all(names.map((name) => add(name).then(() => committed())))
    // inside its transaction no row was visible to another connection; once answered, its row was
    for (const [i, rows] of seen.entries()) expect(rows).toContain(names[i])
    expect(committed()).toEqual(names)
    // one commit writes the table's page once; ten commits would write it ten times
    expect(walFrames() - before).toBeLessThanOrEqual(2)
  })

  it('rolls back a failing transaction alone, leaving the others of its group', async () => {
    await add('taken')
    const results = await Promise.allSettled([add('a'), add('taken'), add('b')])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(committed()).toEqual(['a', 'b', 'taken'])
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ name: 'c' }).execute()
      throw new Error('the work failed after writing')
    })
    await expect(Promise.all([failing, add('d')])).rejects.toThrow('the work failed')
    await add('e')
    expect(committed()).toEqual(['a', 'b', 'd', 'e', 'taken'])
  })

  it('lets the write lock and the gate go when a lone transaction fails', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ name: 'lost' }).execute()
      throw new Error('the work failed after writing')
    })
    await expect(failing).rejects.toThrow('the work failed')
    await new Promise((resolve) => setImmediate(resolve))
    expect(WriteGate.of(file()).cell[CELL.holder]).toBe(GATE.free)
    other.prepare(`insert into item (name) values ('other')`).run()
    expect(committed()).toEqual(['other'])
  })

  it('streams rows, committed ones only', async () => {
    const adding = add('s1')
    const names: string[] = []
    for await (const row of db.selectFrom('item').select('name').stream()) names.push(row.name)
    expect(names).toEqual(['s1'])
    expect(committed()).toEqual(['s1'])
    await adding
  })

  it('commits a waiting group before a statement outside a transaction reads', async () => {
    const adding = add('x')
    // the read runs while the transaction waits for its group's commit: the group commits first
    const read = await db.selectFrom('item').select('name').execute()
    expect(read.map((r) => r.name)).toEqual(['x'])
    expect(committed()).toEqual(['x'])
    await adding
  })

  it('commits nothing of a transaction still at work when the database closes', async () => {
    await add('before')
    let go = () => {}
    const paused = new Promise<void>((resolve) => {
      go = resolve
    })
    const working = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ name: 'half' }).execute()
      await paused
      await trx.insertInto('item').values({ name: 'done' }).execute()
    })
    await new Promise((resolve) => setImmediate(resolve))
    await close()
    go()
    await expect(working).rejects.toThrow()
    expect(committed()).toEqual(['before'])
  })

  it('rejects every member when the commit fails, and the next transaction works', async () => {
    // a deferred foreign key is checked by the commit only: one member breaks it for the group
    await sql`pragma foreign_keys = on`.execute(db)
    await sql`create table line (id integer primary key, itemId integer references item(id) deferrable initially deferred)`.execute(
      db,
    )
    const broken = db.transaction().execute((trx) => trx.insertInto('line').values({ itemId: 999 }).execute())
    const results = await Promise.allSettled([add('kept?'), broken])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(committed()).toEqual([])
    await add('after')
    expect(committed()).toEqual(['after'])
  })
})
