import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp, readConfig } from '../../app.ts'
import { dialects, dropEnv, freshEnv } from '../../test/harness.ts'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/types.ts'
import { defineModule, startModules } from '../module.ts'
import { Registry } from '../registry.ts'
import { EventBus, type EventBusOptions } from './bus.ts'
import { type ListenerMeta, listener } from './listener.ts'

declare module './listener.ts' {
  interface Events {
    'test.happened': { n: number }
    'test.other': { n: number }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits, a bounded while, until `done` answers true. */
async function until(done: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await sleep(20)
  }
}

/** A logger that keeps what is logged at warn and error. */
function recordingLog() {
  const lines: { level: string; context: Record<string, unknown>; message: string }[] = []
  const keep = (level: string) => (context: Record<string, unknown>, message: string) =>
    lines.push({ level, context, message })
  const log = { info() {}, debug() {}, warn: keep('warn'), error: keep('error') }
  return { log: log as unknown as FastifyBaseLogger, lines }
}

describe.each(dialects)('events on %s', (dialect) => {
  const env = freshEnv(dialect)
  let a: App
  /** a second instance: on SQLite, the same connection as `a` (as in the scheduler's tests) */
  let b: App
  beforeAll(async () => {
    a = await createApp(readConfig(env), { logger: false })
    b = dialect === 'sqlite' ? a : await createApp(readConfig(env), { logger: false })
  })
  afterAll(async () => {
    await a.close()
    if (b !== a) await b.close()
    await dropEnv(env)
  })

  const quiet = () => recordingLog().log
  const bus = (app: App, options: EventBusOptions = {}, log = quiet()) =>
    new EventBus(app.ctx.db, log, { retrySeconds: 0, ...options })
  /** a listener of `test.happened` that notes each event id it is given */
  const noting = (name: string, seen: number[], work = async (_meta: ListenerMeta) => {}) =>
    listener({
      event: 'test.happened',
      name,
      async run(_payload, meta) {
        seen.push(meta.eventId)
        await work(meta)
      },
    })
  const emitIn = (app: App, events: EventBus, n = 1) =>
    app.ctx.db.transaction().execute((trx) => events.emit(trx, 'test.happened', { n }))
  const deliveriesOf = (eventId: number) =>
    a.ctx.db
      .selectFrom('core_event_delivery')
      .selectAll()
      .where('eventId', '=', eventId)
      .orderBy('listener')
      .execute()

  it('delivers an event to each of its two listeners once, and to no listener of another', async () => {
    const [first, second, other]: number[][] = [[], [], []]
    const metas: ListenerMeta[] = []
    const events = bus(a)
    events.add(noting('test:first', first, async (meta) => void metas.push(meta)))
    events.add(noting('test:second', second))
    events.add(listener({ event: 'test.other', name: 'test:other', run: async ({ n }) => other.push(n) }))
    const id = await emitIn(a, events)
    await events.tick()
    await events.tick()
    expect([first, second, other]).toEqual([[id], [id], []])
    expect(metas).toEqual([{ eventId: id, event: 'test.happened', attempt: 1 }])
    const rows = await deliveriesOf(id)
    expect(rows.map((r) => [r.listener, r.status, r.attempt])).toEqual([
      ['test:first', 'done', 1],
      ['test:second', 'done', 1],
    ])
  })

  it('delivers promptly after the commit once started, with no tick', async () => {
    const seen: number[] = []
    const events = bus(a)
    events.add(noting('test:prompt', seen))
    events.start()
    try {
      const id = await emitIn(a, events)
      await until(() => seen.length > 0, 'the listener ran')
      expect(seen).toEqual([id])
    } finally {
      await events.stop()
    }
  })

  it('delivers nothing of an event whose transaction rolled back', async () => {
    const seen: number[] = []
    const events = bus(a)
    events.add(noting('test:never', seen))
    let id = 0
    const rolledBack = a.ctx.db.transaction().execute(async (trx) => {
      id = await events.emit(trx, 'test.happened', { n: 1 })
      throw new Error('the work failed after the emit')
    })
    await expect(rolledBack).rejects.toThrow('the work failed')
    await events.tick()
    expect(seen).toEqual([])
    expect(id).toBeGreaterThan(0)
    expect(await deliveriesOf(id)).toEqual([])
    const event = await a.ctx.db.selectFrom('core_event').select('id').where('id', '=', id).execute()
    expect(event).toEqual([])
  })

  it("logs a listener that throws with its name, retries it until it succeeds, and keeps the emitter's rows", async () => {
    const { log, lines } = recordingLog()
    const events = bus(a, {}, log)
    let calls = 0
    events.add(
      listener({
        event: 'test.happened',
        name: 'test:flaky',
        run: async () => {
          if (++calls < 3) throw new Error(`the mail server is down (${calls})`)
        },
      }),
    )
    const key = `test-${randomBytes(4).toString('hex')}`
    const id = await a.ctx.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString()
      await trx
        .insertInto('core_setting')
        .values({ key, value: 'kept', createTime: now, updateTime: now })
        .execute()
      return events.emit(trx, 'test.happened', { n: 1 })
    })
    for (let i = 0; i < 10 && calls < 3; i++) await events.tick()
    expect(calls).toBe(3)
    expect(await deliveriesOf(id)).toMatchObject([{ listener: 'test:flaky', status: 'done', attempt: 3 }])
    const failures = lines.filter((l) => l.level === 'error')
    expect(failures.map((l) => [l.context.listener, l.context.event, l.context.attempt])).toEqual([
      ['test:flaky', 'test.happened', 1],
      ['test:flaky', 'test.happened', 2],
    ])
    expect(failures[0].message).toMatch(
      /^listener test:flaky failed on test.happened \d+ \(attempt 1\): retried/,
    )
    const setting = await a.ctx.db.selectFrom('core_setting').select('value').where('key', '=', key).execute()
    expect(setting).toEqual([{ value: 'kept' }])
  })

  it('retries a failing listener after a growing wait, and marks it failed after its last attempt', async () => {
    const { log, lines } = recordingLog()
    const events = bus(a, { retrySeconds: 3600, maxAttempts: 2 }, log)
    events.add(
      listener({
        event: 'test.happened',
        name: 'test:broken',
        run: async () => {
          throw new Error('never works')
        },
      }),
    )
    const id = await emitIn(a, events)
    await events.tick()
    const [waiting] = await deliveriesOf(id)
    expect(waiting).toMatchObject({ status: 'pending', attempt: 1, message: 'never works' })
    expect(new Date(waiting.due).getTime()).toBeGreaterThan(Date.now() + 3_500_000)
    await events.tick()
    expect((await deliveriesOf(id))[0].status).toBe('pending')
    // the hour has passed
    await a.ctx.db
      .updateTable('core_event_delivery')
      .set({ due: new Date().toISOString() })
      .where('eventId', '=', id)
      .execute()
    await events.tick()
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'failed', attempt: 2, message: 'never works' }])
    expect(lines.at(-1)?.message).toMatch(/test:broken failed on test.happened \d+ \(attempt 2\): given up/)
    await events.tick()
    expect((await deliveriesOf(id))[0].attempt).toBe(2)
  })

  it('runs each delivery once when two instances share the database', async () => {
    const seen: number[] = []
    const instances = [bus(a), bus(b)]
    for (const events of instances) {
      events.add(noting('test:shared', seen))
      events.start()
    }
    try {
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) => emitIn(i % 2 ? a : b, instances[i % 2], i)),
      )
      const done = () =>
        a.ctx.db
          .selectFrom('core_event_delivery')
          .select('id')
          .where('eventId', 'in', ids)
          .where('status', '=', 'done')
          .execute()
      await until(async () => (await done()).length === ids.length, 'every delivery is done')
      expect(seen.toSorted((x, y) => x - y)).toEqual(ids.toSorted((x, y) => x - y))
    } finally {
      await Promise.all(instances.map((events) => events.stop()))
    }
  })

  it('takes over, on one other instance, a delivery whose lease ran out', async () => {
    const seen: number[] = []
    let release = () => {}
    const hung = new Promise<void>((r) => {
      release = r
    })
    const first = bus(a)
    first.add(noting('test:taken-over', seen, () => hung))
    const others = [bus(a), bus(b)]
    for (const events of others) events.add(noting('test:taken-over', seen))
    const id = await emitIn(a, first)
    const firstTick = first.tick()
    await until(() => seen.length === 1, 'the first instance runs it')
    // its holder stopped beating: a lease later, it is due again
    await a.ctx.db
      .updateTable('core_event_delivery')
      .set({ due: new Date().toISOString() })
      .where('eventId', '=', id)
      .execute()
    await Promise.all(others.map((events) => events.tick()))
    expect(seen).toEqual([id, id])
    release()
    await firstTick
    // the first holder's late success is not written over the second's
    const [row] = await deliveriesOf(id)
    expect(row).toMatchObject({ status: 'done', attempt: 2 })
    expect(others.map((events) => events.runner)).toContain(row.runner)
  })

  it('marks failed, and logs, a delivery whose instances died running it on every attempt', async () => {
    const { log, lines } = recordingLog()
    const seen: number[] = []
    const events = bus(a, { maxAttempts: 2 }, log)
    events.add(noting('test:doomed', seen))
    const id = await emitIn(a, events)
    // as a second instance that died running it left it: running, under a lease that ran out
    const longAgo = new Date(Date.now() - 60_000).toISOString()
    await a.ctx.db
      .updateTable('core_event_delivery')
      .set({ status: 'running', attempt: 2, runner: 'an instance that died', due: longAgo })
      .where('eventId', '=', id)
      .execute()
    await events.tick()
    expect(seen).toEqual([])
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'failed', attempt: 2 }])
    expect(lines).toMatchObject([{ level: 'error', context: { listener: 'test:doomed', eventId: id } }])
  })

  it('keeps what was emitted while no instance delivered, for the next start', async () => {
    const seen: number[] = []
    const before = bus(a)
    before.add(noting('test:later', seen))
    const id = await emitIn(a, before)
    await before.stop()
    const after = bus(b)
    after.add(noting('test:later', seen))
    after.start()
    try {
      await until(() => seen.length > 0, 'the next start delivered it')
    } finally {
      await after.stop()
    }
    expect(seen).toEqual([id])
  })

  it('purges deliveries done days ago, and their events', async () => {
    const events = bus(a)
    events.add(noting('test:purged', []))
    const old = await emitIn(a, events)
    const fresh = await emitIn(a, events)
    await events.tick()
    const longAgo = new Date(Date.now() - 8 * 86_400_000).toISOString()
    await a.ctx.db
      .updateTable('core_event_delivery')
      .set({ due: longAgo })
      .where('eventId', '=', old)
      .execute()
    await a.ctx.db.updateTable('core_event').set({ createTime: longAgo }).where('id', '=', old).execute()
    await events.purgeJob.run({})
    const left = await a.ctx.db
      .selectFrom('core_event')
      .select('id')
      .where('id', 'in', [old, fresh])
      .execute()
    expect(left).toEqual([{ id: fresh }])
    expect(await deliveriesOf(old)).toEqual([])
  })

  it('refuses an emit outside a transaction, and event names that are not <module>.<what>', async () => {
    const events = bus(a)
    await expect(events.emit(a.ctx.db as Db, 'test.happened', { n: 1 })).rejects.toThrow(
      /emit it in the transaction of the work it announces/,
    )
    expect(() => events.add({ event: 'Happened' as never, name: 'test:bad', run: async () => {} })).toThrow(
      /name it <module>.<what>/,
    )
    events.add(noting('test:twice', []))
    expect(() => events.add(noting('test:twice', []))).toThrow(/declared twice/)
  })
})

describe('a module’s listeners', () => {
  it('are named after the module, as its jobs are', async () => {
    const ctx = { registry: new Registry(), events: new EventBus(undefined as never, recordingLog().log) }
    const stray = defineModule({
      name: 'stray',
      migrations: [],
      listeners: () => [listener({ event: 'test.happened', name: 'other:hear', run: async () => {} })],
    })
    await expect(startModules(ctx as unknown as AppContext, [stray])).rejects.toThrow(
      /Module stray: listener other:hear must be named stray:/,
    )
  })
})
