import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import { ApiClient, dialects, dropEnv, freshEnv, startServer, type TestServer } from '../../test/harness.ts'
import { killAll, startMain } from '../../test/process.ts'
import { type DynamicDb, sqliteFile } from '../db/index.ts'
import { CELL, GATE, WriteGate } from '../db/write-gate.ts'
import { SqliteWriterThread } from '../db/writer-thread.ts'
import { RequestLog } from './request-log.ts'

describe.each(dialects)('the request log on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect)
  })
  afterAll(() => server.close())

  const entry = (action: string) => ({ userId: null, action, ip: '127.0.0.1', params: { a: 1 } })
  const logged = (prefix: string) =>
    server.app.ctx.db
      .selectFrom('base_sys_log')
      .select(['action', 'params'])
      .where('action', 'like', `${prefix}%`)
      .execute()

  it('drops a row the database refuses alone, never its whole batch', async () => {
    const { ctx } = server.app
    const log = new RequestLog(ctx.db, ctx.log, 'base_sys_log')
    log.record(entry('/test/before'))
    log.record({ ...entry('/test/refused'), action: null as unknown as string })
    log.record(entry('/test/after'))
    await log.flush()
    expect((await logged('/test/')).map((r) => r.action).sort()).toEqual(['/test/after', '/test/before'])
  })

  it.runIf(dialect === 'sqlite')('writes from its own thread, losing only a refused row', async () => {
    const { ctx } = server.app
    const thread = new SqliteWriterThread(sqliteFile(ctx.config.dataDir))
    try {
      const log = new RequestLog(ctx.db, ctx.log, 'base_sys_log', [], thread)
      log.record(entry('/thread/before'))
      log.record({ ...entry('/thread/refused'), action: null as unknown as string })
      log.record(entry('/thread/after'))
      await log.flush()
      const rows = await logged('/thread/')
      expect(rows.map((r) => r.action).sort()).toEqual(['/thread/after', '/thread/before'])
      expect(JSON.parse(String(rows[0].params))).toEqual({ a: 1 })
    } finally {
      await thread.close()
    }
  })

  it.runIf(dialect === 'sqlite')(
    'writes and checkpoints from the main connection once its thread is gone',
    async () => {
      const { ctx } = server.app
      const autocheckpoint = async () =>
        (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(ctx.db)).rows[0]
          .wal_autocheckpoint
      const thread = await SqliteWriterThread.start(sqliteFile(ctx.config.dataDir), ctx.db)
      try {
        expect(await autocheckpoint()).toBe(0)
        await thread.close()
        // without the hand-back the WAL would grow until the next start
        expect(await autocheckpoint()).toBe(1000)
        const log = new RequestLog(ctx.db, ctx.log, 'base_sys_log', [], thread)
        log.record(entry('/orphan/a'))
        log.record(entry('/orphan/b'))
        await log.flush()
        expect((await logged('/orphan/')).map((r) => r.action).sort()).toEqual(['/orphan/a', '/orphan/b'])
      } finally {
        // the server's own thread still checkpoints for it
        await sql`pragma wal_autocheckpoint = 0`.execute(ctx.db)
      }
    },
  )

  const writes = {
    'a transaction': (db: DynamicDb, row: Record<string, unknown>) =>
      db.transaction().execute((trx) => trx.insertInto('base_sys_log').values(row).execute()),
    'a write outside a transaction': (db: DynamicDb, row: Record<string, unknown>) =>
      db.insertInto('base_sys_log').values(row).execute(),
  }
  it.runIf(dialect === 'sqlite').each(Object.keys(writes) as (keyof typeof writes)[])(
    'holds %s at the write gate while the thread writes, without blocking the event loop, and lets it in once the batch is done',
    async (kind) => {
      const { ctx } = server.app
      const file = sqliteFile(ctx.config.dataDir)
      const gate = WriteGate.of(file)
      // a second connection in the middle of a batch, as the thread is: the gate (once the
      // server's own thread, if in a batch, has let it go) and the write lock
      const thread = new SQLite(file)
      await expect
        .poll(() => Atomics.compareExchange(gate.cell, CELL.holder, GATE.free, GATE.thread))
        .toBe(GATE.free)
      thread.exec('begin immediate')
      try {
        const now = new Date().toISOString()
        const action = `/gate/${kind}`
        let done = false
        const written = writes[kind](ctx.db, {
          ...entry(action),
          params: null,
          createTime: now,
          updateTime: now,
        }).then(() => (done = true))
        // (in SQLite's busy handler instead, it would block this thread until the busy timeout,
        // and fail: the batch could not end meanwhile)
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(done).toBe(false)
        thread.exec('commit')
        gate.release()
        await written
        expect((await logged(action)).map((r) => r.action)).toEqual([action])
      } finally {
        gate.release()
        thread.close()
      }
    },
  )

  it.runIf(dialect === 'sqlite')(
    'commits a batch in steps while a transaction of the main thread waits at the gate',
    async () => {
      const { ctx } = server.app
      const file = sqliteFile(ctx.config.dataDir)
      const gate = WriteGate.of(file)
      const thread = new SqliteWriterThread(file)
      const reader = new SQLite(file, { readonly: true })
      const count = () =>
        reader
          .prepare(`select count(*) from base_sys_log where action like '/steps/%'`)
          .pluck()
          .get() as number
      // as a transaction waiting at the gate counts itself
      Atomics.add(gate.cell, CELL.waiting, 1)
      try {
        const log = new RequestLog(ctx.db, ctx.log, 'base_sys_log', [], thread)
        for (let i = 0; i < 100; i++) log.record(entry(`/steps/${i}`))
        const flushed = log.flush()
        let first = 0
        await expect.poll(() => (first = count()), { interval: 2, timeout: 5000 }).toBeGreaterThan(0)
        expect(first % 25).toBe(0)
        expect(first).toBeLessThan(100)
        Atomics.sub(gate.cell, CELL.waiting, 1)
        await flushed
        expect(count()).toBe(100)
      } finally {
        if (Atomics.load(gate.cell, CELL.waiting) > 0) Atomics.sub(gate.cell, CELL.waiting, 1)
        reader.close()
        await thread.close()
      }
    },
  )

  it.runIf(dialect === 'sqlite')(
    'lets a transaction that read before the thread wrote still write',
    async () => {
      const { ctx } = server.app
      const thread = new SqliteWriterThread(sqliteFile(ctx.config.dataDir))
      try {
        let written: Promise<unknown> | undefined
        await ctx.db.transaction().execute(async (trx) => {
          await trx.selectFrom('base_sys_log').select('id').limit(1).execute()
          // the thread's insert waits for this transaction instead of slipping in between
          written = (async () => {
            const log = new RequestLog(ctx.db, ctx.log, 'base_sys_log', [], thread)
            log.record(entry('/race/thread'))
            await log.flush()
          })()
          await new Promise((resolve) => setTimeout(resolve, 100))
          const now = new Date().toISOString()
          await trx
            .insertInto('base_sys_log')
            .values({ ...entry('/race/main'), params: null, createTime: now, updateTime: now })
            .execute()
        })
        await written
        expect((await logged('/race/')).map((r) => r.action).sort()).toEqual(['/race/main', '/race/thread'])
      } finally {
        await thread.close()
      }
    },
  )
})

describe.each(dialects)('the request log of text no database stores, on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  /** the logged params of this action once a later call of `marker` is written (the log is written in order) */
  const paramsAfter = async (marker: string, action: string) => {
    await admin.get('/admin/base/comm/person', { marker })
    for (let i = 0; i < 100; i++) {
      const rows = await server.app.ctx.db
        .selectFrom('base_sys_log')
        .select(['action', 'params'])
        .where('action', 'in', ['/admin/base/comm/person', action])
        .orderBy('id')
        .execute()
      if (rows.some((r) => JSON.stringify(r.params).includes(marker)))
        return rows
          .filter((r) => r.action === action)
          .map((r) => (typeof r.params === 'string' ? JSON.parse(r.params) : r.params))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the call marked ${marker} was never logged`)
  }
  const sendJson = (url: string, text: string) =>
    admin.request('POST', url, { raw: text, headers: { 'content-type': 'application/json' } })

  it('keeps a body with a lone surrogate, U+FFFD in its place', async () => {
    const r = await sendJson('/admin/base/sys/user/page', '{"keyWord":"a\\ud800b","\\udc00":1}')
    expect(r.code).toBe(1000)
    expect(await paramsAfter('surrogate body', '/admin/base/sys/user/page')).toEqual([
      { keyWord: 'a\ufffdb', '\ufffd': 1 },
    ])
  })

  it('keeps a body refused for its U+0000', async () => {
    const r = await sendJson('/admin/base/sys/user/list', '{"keyWord":"a\\u0000b"}')
    expect(r.code).toBe(1001)
    // refused unread: the path and the user are what is left to log
    expect(await paramsAfter('nul body', '/admin/base/sys/user/list')).toEqual([null])
  })

  it('keeps a query refused for its U+0000, U+FFFD in its place', async () => {
    const r = await admin.request('GET', '/admin/base/comm/person?keyWord=a%00b')
    expect(r.code).toBe(1001)
    expect(await paramsAfter('nul query', '/admin/base/comm/person')).toContainEqual({ keyWord: 'a\ufffdb' })
  })
})

describe.each(dialects)('a server process on %s', (dialect) => {
  const env = freshEnv(dialect)
  afterAll(async () => {
    killAll()
    await dropEnv(env)
  })

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'writes the pending request log when stopped by %s',
    async (signal) => {
      const main = await startMain(env)
      const c = await new ApiClient(main.url).signIn()
      for (let i = 0; i < 5; i++) await c.get('/admin/base/comm/person', { n: `${signal}-${i}` })
      main.child.kill(signal)
      expect(await main.exited).toBe(0)
      const app = await createApp(readConfig(env), { logger: false })
      try {
        const rows = await app.ctx.db
          .selectFrom('base_sys_log')
          .select('params')
          .where('action', '=', '/admin/base/comm/person')
          .execute()
        expect(rows.filter((r) => JSON.stringify(r.params).includes(signal))).toHaveLength(5)
      } finally {
        await app.close()
      }
    },
  )
})
