import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type App, createApp, readConfig } from '../app.ts'
import { dialects, dropEnv, freshEnv } from '../test/harness.ts'
import { Scheduler, type SchedulerOptions } from './scheduler.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(dialects)('the scheduler on %s', (dialect) => {
  const env = freshEnv(dialect)
  let a: App
  /** a second instance: on SQLite, the same connection as `a`, as two connections in one thread would
   * wait for each other's write lock (separate processes do not: the last test runs two) */
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

  /** a scheduler over `app`'s database whose action `record` notes who ran it with which arguments */
  function scheduler(app: App, calls: string[], options: SchedulerOptions = {}, work = async () => {}) {
    const s = new Scheduler(app.ctx.db, app.ctx.log, options)
    s.action({
      name: 'test:record',
      args: z.object({ label: z.string().max(10) }),
      async run({ label }) {
        calls.push(label)
        await work()
        return `recorded ${label}`
      },
    })
    s.action({
      name: 'test:fail',
      args: z.object({}),
      run: async () => {
        throw new Error('the disk is full')
      },
    })
    return s
  }

  /** declares a job on each scheduler, saves it and makes its slot due; returns its id */
  async function dueJob(schedulers: Scheduler[], action: string, args: unknown) {
    const name = `test:${randomBytes(4).toString('hex')}`
    for (const s of schedulers) {
      s.job({ name, action, args, everySeconds: 3600 })
      await s.save()
    }
    const due = new Date(Date.now() - 1000).toISOString()
    await a.ctx.db.updateTable('core_job').set({ nextRun: due }).where('name', '=', name).execute()
    const job = await a.ctx.db
      .selectFrom('core_job')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    return job.id as number
  }

  const runsOf = (jobId: number) =>
    a.ctx.db.selectFrom('core_job_run').selectAll().where('jobId', '=', jobId).orderBy('id').execute()

  it('runs a due slot on exactly one of two instances and logs the run', async () => {
    const calls: string[] = []
    const one = scheduler(a, calls)
    const two = scheduler(b, calls)
    const jobId = await dueJob([one, two], 'test:record', { label: 'x' })
    await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()])
    expect(calls).toEqual(['x'])
    const [run, ...more] = await runsOf(jobId)
    expect(more).toEqual([])
    expect(run).toMatchObject({ status: 'ok', attempt: 1, message: 'recorded x' })
    expect([one.runner, two.runner]).toContain(run.runner)
    expect(run.duration).toBeGreaterThanOrEqual(0)
    expect(run.finishTime).not.toBeNull()
    const job = await a.ctx.db
      .selectFrom('core_job')
      .select('nextRun')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow()
    expect(new Date(job.nextRun as string).getTime()).toBeGreaterThan(Date.now())
    await Promise.all([one.tick(), two.tick()])
    expect(calls).toEqual(['x'])
  })

  it('logs a failing run with its error', async () => {
    const s = scheduler(a, [])
    const jobId = await dueJob([s], 'test:fail', {})
    await s.tick()
    expect(await runsOf(jobId)).toMatchObject([{ status: 'failed', message: 'the disk is full' }])
  })

  it('checks the arguments of a job against its action', async () => {
    const calls: string[] = []
    const s = scheduler(a, calls)
    s.job({ name: 'test:bad-args', action: 'test:record', args: { label: 42 }, everySeconds: 60 })
    await expect(s.save()).rejects.toThrow(/label/)
    expect(() => s.parseArgs('test:nothing', {})).toThrow(/No action named test:nothing/)
    expect(s.parseArgs('test:record', { label: 'ok' })).toEqual({ label: 'ok' })
    // arguments changed in the table after they were checked: the run fails, the action is not called
    const jobId = await dueJob([scheduler(a, calls)], 'test:record', { label: 'fine' })
    await a.ctx.db
      .updateTable('core_job')
      .set({ args: JSON.stringify({ label: 'far too long a label' }) })
      .where('id', '=', jobId)
      .execute()
    await s.tick()
    expect(calls).toEqual([])
    const [run] = await runsOf(jobId)
    expect(run.status).toBe('failed')
    expect(run.message).toMatch(/Arguments do not fit test:record/)
  })

  it('runs a slot again on one other instance when its run stops beating', async () => {
    const calls: string[] = []
    let release = () => {}
    const hung = new Promise<void>((r) => {
      release = r
    })
    const first = scheduler(a, calls, { heartbeatSeconds: 30 }, () => hung)
    const others = [
      scheduler(a, calls, { heartbeatSeconds: 0.3 }),
      scheduler(b, calls, { heartbeatSeconds: 0.3 }),
    ]
    const jobId = await dueJob([first, ...others], 'test:record', { label: 'slot' })
    const firstTick = first.tick()
    while (calls.length === 0) await sleep(20)
    // the first run beats every 10 s: to the others, whose timeout is 0.3 s, it looks dead
    await sleep(500)
    await Promise.all(others.map((s) => s.tick()))
    expect(calls).toEqual(['slot', 'slot'])
    release()
    await firstTick
    const runs = await runsOf(jobId)
    expect(runs).toMatchObject([
      { status: 'crashed', attempt: 1, runner: first.runner },
      { status: 'ok', attempt: 2, message: 'recorded slot' },
    ])
    expect(runs[0].message).toMatch(/no heartbeat since/)
    expect(others.map((s) => s.runner)).toContain(runs[1].runner)
    expect(new Date(runs[1].slot as string)).toEqual(new Date(runs[0].slot as string))
  })

  it('purges request-log rows older than the retention', async () => {
    const { db } = a.ctx
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString()
    const fresh = new Date().toISOString()
    await db
      .insertInto('base_sys_log')
      .values([
        { action: '/old', createTime: old, updateTime: old },
        { action: '/fresh', createTime: fresh, updateTime: fresh },
      ])
      .execute()
    await db.updateTable('core_job').set({ nextRun: fresh }).where('name', '=', 'base:log-purge').execute()
    await a.ctx.scheduler.tick()
    const actions = (await db.selectFrom('base_sys_log').select('action').execute()).map((r) => r.action)
    expect(actions).toContain('/fresh')
    expect(actions).not.toContain('/old')
  })
})
