import type { TaskInfo } from '@backroom/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  type App,
  createApp,
  dialects,
  dropEnv,
  freshEnv,
  killAll,
  readConfig,
  redisUrl,
  type ServerProcess,
  startMain,
} from '../../test/harness.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** PostgreSQL when the run has one (as a shop with several instances would), else SQLite */
const dialect = dialects[dialects.length - 1]

describe(`two server processes on one ${dialect} database`, () => {
  // a short heartbeat: a run whose instance died is taken over in seconds; Redis shared when the run has one
  const env = freshEnv(dialect, {
    BACKROOM_TEST_HEARTBEAT: '2',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  })
  let servers: (ServerProcess & { url: string })[]
  let a: ApiClient
  let b: ApiClient
  let app: App
  beforeAll(async () => {
    servers = await Promise.all([startMain(env), startMain(env)])
    ;[a, b] = await Promise.all(servers.map((s) => new ApiClient(s.url).signIn()))
    app = await createApp(readConfig(env), { logger: false })
  }, 120_000)
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM')
    await Promise.all(servers.map((s) => s.exited))
    killAll()
    await app?.close()
    await dropEnv(env)
  })

  const runsOf = (jobId: number) =>
    app.ctx.db.selectFrom('core_job_run').selectAll().where('jobId', '=', jobId).orderBy('id').execute()
  async function add(body: Record<string, unknown>) {
    const r = await a.post<{ id: number }>('/admin/task/info/add', {
      name: 'p',
      taskType: 1,
      every: 1000,
      ...body,
    })
    expect(r.message).toBe('success')
    return r.data.id
  }

  it('run each slot of an every-second task once, and none after a stop through either', {
    timeout: 60_000,
  }, async () => {
    const id = await add({ service: 'task:echo', data: '[]' })
    while ((await runsOf(id)).filter((r) => r.status === 'ok').length < 10) await sleep(200)
    expect((await b.post('/admin/task/info/stop', { id })).code).toBe(1000)
    const stopped = Date.now()
    expect((await b.get<TaskInfo>('/admin/task/info/info', { id })).data.status).toBe(0)
    await sleep(2500)
    const runs = await runsOf(id)
    const slots = runs.map((r) => new Date(r.slot as string).getTime()).sort((x, y) => x - y)
    // consecutive seconds, each once: none missing, none twice, none after the stop
    expect(slots).toEqual(slots.map((_, i) => slots[0] + i * 1000))
    expect(slots[slots.length - 1]).toBeLessThanOrEqual(stopped)
    expect(runs.filter((r) => r.status !== 'ok').map((r) => [r.slot, r.status, r.message])).toEqual([])
  })

  it('run again on the other instance a run whose process was killed in the middle', {
    timeout: 60_000,
  }, async () => {
    const id = await add({ service: 'task:sleep', data: '{"seconds": 3}', status: 0 })
    expect((await a.post('/admin/task/info/once', { id })).code).toBe(1000)
    const [first] = await runsOf(id)
    expect(first.status).toBe('running')
    servers[0].child.kill('SIGKILL')
    await servers[0].exited
    let runs = await runsOf(id)
    while (runs.length < 2 || runs.some((r) => r.status === 'running')) {
      await sleep(200)
      runs = await runsOf(id)
    }
    expect(runs).toMatchObject([
      { status: 'crashed', attempt: 1, runner: first.runner },
      { status: 'ok', attempt: 2, message: 'slept 3 s' },
    ])
    expect(runs[1].runner).not.toBe(first.runner)
  })
})
