import type { TaskAction, TaskInfo, TaskLog } from '@backroom/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Page<T> = { list: T[]; pagination: { total: number } }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(dialects)('scheduled tasks on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    admin.language = 'en'
    // an action that fails, as a module's might
    server.app.ctx.scheduler.action({
      name: 'test:boom',
      args: z.object({}),
      run: async () => {
        throw new Error('the disk is full')
      },
    })
  })
  afterAll(() => server?.close())

  const db = () => server.app.ctx.db
  const scheduler = () => server.app.ctx.scheduler
  let names = 0

  async function add(over: Record<string, unknown> = {}, client = admin) {
    const r = await client.post<{ id: number }>('/admin/task/info/add', {
      name: `task ${names++}`,
      taskType: 1,
      every: 3_600_000,
      service: 'task:echo',
      data: '[1, 2]',
      ...over,
    })
    expect(r.message).toBe('success')
    return r.data.id
  }
  const info = async (id: number) => (await admin.get<TaskInfo>('/admin/task/info/info', { id })).data
  const logs = async (id: number, status?: number) =>
    (
      await admin.get<Page<TaskLog>>('/admin/task/info/log', {
        id,
        page: 1,
        size: 50,
        ...(status === undefined ? {} : { status }),
      })
    ).data
  const jobRow = (id: number) =>
    db().selectFrom('core_job').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  /** makes the task's next slot due (a second ago, or at `at`) and lets the scheduler claim it */
  async function due(id: number, at = new Date(Date.now() - 10_000)) {
    await db().updateTable('core_job').set({ nextRun: at.toISOString() }).where('id', '=', id).execute()
    await scheduler().tick()
  }
  const byName = async (jobId: string) =>
    (await admin.post<Page<TaskInfo>>('/admin/task/info/page', { page: 1, size: 100 })).data.list.find(
      (t) => t.jobId === jobId,
    )!

  it('lists the seeded demo tasks, stopped, and every module job as a system task', async () => {
    const { list } = (await admin.post<Page<TaskInfo>>('/admin/task/info/page', { page: 1, size: 100 })).data
    const demo = list.filter((t) => t.jobId.startsWith('task:demo-'))
    expect(demo).toMatchObject([
      {
        name: 'Runs every second',
        taskType: 1,
        every: 1000,
        service: 'taskDemoService.test(1,2)',
        type: 1,
        status: 0,
      },
      { name: 'Cron task, every 5 seconds', taskType: 0, cron: '0/5 * * * * *', type: 1, status: 0 },
    ])
    expect(demo.every((t) => t.action === 'task:echo')).toBe(true)
    const purge = list.find((t) => t.jobId === 'base:log-purge')!
    expect(purge).toMatchObject({ type: 0, status: 1, taskType: 0, cron: '0 10 0 * * *' })
    expect(purge.name).toBe('Deletes request-log rows older than their retention')
    expect(purge.nextRunTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:10:00$/)
  })

  it('saves an interval task on a registered action; the wire has its ms, the row its seconds', async () => {
    const id = await add({ name: 'echo', every: 5000, remark: 'r', status: 0 })
    expect(await info(id)).toMatchObject({
      name: 'echo',
      taskType: 1,
      every: 5000,
      cron: null,
      status: 0,
      type: 1,
      service: 'task:echo',
      data: '[1,2]',
      remark: 'r',
      nextRunTime: null,
    })
    expect((await jobRow(id)).everySeconds).toBe(5)
    // the body's type is not taken: an administrator's task is a user task
    const other = await add({ type: 0 })
    expect((await info(other)).type).toBe(1)
  })

  it('refuses bad schedules with its own reasons, in the caller language, and saves nothing', async () => {
    const before = await db().selectFrom('core_job').select('id').execute()
    const refuse = async (body: Record<string, unknown>, language = 'en') => {
      admin.language = language
      const r = await admin.post('/admin/task/info/add', { name: 'bad', service: 'task:echo', ...body })
      admin.language = 'en'
      expect(r.code).toBe(1001)
      return r.message
    }
    expect(await refuse({ taskType: 1, every: 1500 })).toBe(
      'The interval must be whole seconds (a multiple of 1000 ms)',
    )
    expect(await refuse({ taskType: 1, every: 100_000_001_000 })).toContain('every')
    expect(await refuse({ taskType: 1 })).toBe('every is required')
    expect(await refuse({ taskType: 0, cron: '* * * * *' })).toContain('needs 6 fields')
    expect(await refuse({ taskType: 0, cron: '61 * * * * *' })).toBe(
      'The seconds field of the cron expression is outside 0–59: 61',
    )
    expect(await refuse({ taskType: 0, cron: '0 0 25 * * *' }, 'zh-cn')).toBe(
      'cron 表达式的「时」字段超出范围 0–23：25',
    )
    expect(await refuse({ taskType: 0, cron: '0 0 0 * * FOO' })).toContain('day of week')
    expect(await refuse({ taskType: 0, cron: '0 0 0 31 2 *' })).toBe('This cron expression never fires')
    expect(
      await refuse({
        taskType: 1,
        every: 1000,
        startDate: '2030-01-02 00:00:00',
        endDate: '2030-01-01 00:00:00',
      }),
    ).toBe('The end time must be after the start time')
    expect(await db().selectFrom('core_job').select('id').execute()).toEqual(before)
  })

  it('takes only registered actions, or the reference strings of its mapping table; nothing is evaluated', async () => {
    const mapped = await add({ service: 'taskDemoService.test(1,2)', data: null })
    expect(await info(mapped)).toMatchObject({
      service: 'taskDemoService.test(1,2)',
      action: 'task:echo',
      data: '[1,2]',
    })
    for (const service of [
      'process.exit(1)',
      'require("fs").rmSync("/")',
      'taskDemoService.other()',
      'task:nope',
    ]) {
      const r = await admin.post('/admin/task/info/add', { name: 'evil', taskType: 1, every: 1000, service })
      expect(r.code).toBe(1001)
      expect(r.message).toContain('No action is named')
    }
    // arguments are checked against the action's schema, naming the field
    const r = await admin.post('/admin/task/info/add', {
      name: 'sleepy',
      taskType: 1,
      every: 1000,
      service: 'task:sleep',
      data: '{"seconds": "long"}',
    })
    expect(r.code).toBe(1001)
    expect(r.message).toContain('data.seconds')
    const notJson = await admin.post('/admin/task/info/add', {
      name: 'x',
      taskType: 1,
      every: 1000,
      service: 'task:echo',
      data: '[1,',
    })
    expect(notJson.message).toBe('The arguments (data) are not valid JSON')
  })

  it('runs a due slot, logs it, and stops itself after its limit', async () => {
    const id = await add({ limit: 2 })
    await due(id)
    await due(id)
    const { list } = await logs(id)
    expect(list.map((l) => [l.status, l.detail])).toEqual([
      [1, '[1,2]'],
      [1, '[1,2]'],
    ])
    expect(await info(id)).toMatchObject({ status: 0, runCount: 2, nextRunTime: null })
    await due(id)
    expect((await logs(id)).list).toHaveLength(2)
    // started again, it runs its limit again (by start, or by saving it running)
    await admin.post('/admin/task/info/start', { id })
    expect(await info(id)).toMatchObject({ status: 1, runCount: 0 })
    await due(id)
    await due(id)
    expect(await info(id)).toMatchObject({ status: 0, runCount: 2 })
    const again = await admin.post('/admin/task/info/update', {
      id,
      name: 'again',
      taskType: 1,
      every: 3_600_000,
      service: 'task:echo',
      limit: 2,
    })
    expect(again.message).toBe('success')
    expect(await info(id)).toMatchObject({ status: 1, runCount: 0 })
  })

  it('does not run before its start, and stops after its end', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000)
    const startDate = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')} 00:00:00`
    const early = await add({ startDate })
    expect((await info(early)).nextRunTime! >= startDate).toBe(true)
    await due(early)
    expect((await logs(early)).list).toEqual([])
    expect((await info(early)).nextRunTime! >= startDate).toBe(true)

    const late = await add({ endDate: '2020-01-01 00:00:00' })
    await due(late)
    expect((await logs(late)).list).toEqual([])
    expect((await info(late)).status).toBe(0)
    const r = await admin.post('/admin/task/info/start', { id: late })
    expect(r.message).toBe('The end time has passed: change it first')
  })

  it('never overlaps a run of the same task: the slot is logged as skipped', async () => {
    const id = await add({ service: 'task:sleep', data: '{"seconds": 1}' })
    expect((await admin.post('/admin/task/info/once', { id })).code).toBe(1000)
    await due(id)
    const { list } = await logs(id)
    expect(list.map((l) => l.state).sort()).toEqual(['running', 'skipped'])
    expect(list.find((l) => l.state === 'skipped')).toMatchObject({
      status: 0,
      detail: 'skipped: the previous run was still running',
    })
    expect(list.find((l) => l.state === 'running')!.status).toBeNull()
    expect((await info(id)).lockExpireTime).not.toBeNull()
    while ((await logs(id)).list.some((l) => l.state === 'running')) await sleep(100)
    expect((await logs(id, 1)).list).toMatchObject([{ status: 1, detail: 'slept 1 s' }])
    expect((await logs(id, 0)).list).toMatchObject([{ state: 'skipped' }])
  })

  it('logs a failing run with its message, and the schedule goes on', async () => {
    const id = await add({ service: 'test:boom', data: null })
    await due(id)
    expect((await logs(id)).list).toMatchObject([{ status: 0, state: 'failed', detail: 'the disk is full' }])
    const task = await info(id)
    expect(task.status).toBe(1)
    expect(new Date(task.nextRunTime!.replace(' ', 'T')).getTime()).toBeGreaterThan(Date.now())
  })

  it('runs a slot missed while down once, not once per missed slot', async () => {
    const id = await add()
    // the server was down for three hours of an hourly task
    await due(id, new Date(Date.now() - 3 * 3_600_000))
    await scheduler().tick()
    await scheduler().tick()
    expect((await logs(id)).list).toHaveLength(1)
    expect(new Date((await jobRow(id)).nextRun as string).getTime()).toBeGreaterThan(Date.now())
  })

  it('runs once on request, starts and stops, and deletes a task with its runs', async () => {
    const id = await add({ status: 0 })
    await admin.post('/admin/task/info/once', { id })
    while ((await logs(id)).list[0]?.status !== 1) await sleep(50)
    expect((await info(id)).lastExecuteTime).not.toBeNull()
    await admin.post('/admin/task/info/start', { id })
    expect((await info(id)).nextRunTime).not.toBeNull()
    await admin.post('/admin/task/info/stop', { id })
    await due(id)
    expect((await logs(id)).list).toHaveLength(1)
    expect((await admin.post('/admin/task/info/delete', { ids: [id] })).code).toBe(1000)
    expect(await db().selectFrom('core_job_run').select('id').where('jobId', '=', id).execute()).toEqual([])
    expect((await admin.get('/admin/task/info/info', { id })).code).toBe(1001)
  })

  it("lets a module's job be paused, run and rescheduled, never deleted; its schedule survives restarts", async () => {
    const purge = await byName('base:log-purge')
    const r = await admin.post('/admin/task/info/delete', { ids: [purge.id] })
    expect(r.code).toBe(1001)
    expect(r.message).toContain('can be paused, not deleted')
    await admin.post('/admin/task/info/stop', { id: purge.id })
    expect((await info(purge.id)).status).toBe(0)
    const saved = await admin.post('/admin/task/info/update', {
      id: purge.id,
      name: 'renamed',
      taskType: 0,
      cron: '0 15 0 * * *',
      service: 'task:echo',
      status: 0,
    })
    expect(saved.code).toBe(1000)
    // a restart declares the module's default again: the edited schedule and the pause stay
    await scheduler().save()
    expect(await info(purge.id)).toMatchObject({
      type: 0,
      cron: '0 15 0 * * *',
      status: 0,
      action: 'base:log-purge',
      name: 'Deletes request-log rows older than their retention',
    })
    await admin.post('/admin/task/info/once', { id: purge.id })
    while ((await logs(purge.id)).list[0]?.status !== 1) await sleep(50)
    await admin.post('/admin/task/info/start', { id: purge.id })
  })

  it('asks for the permission an action needs, and again before each run of its maker', async () => {
    const [tasks, log] = await server.menuIds('task.list.perms', 'base.sys.log.perms')
    const { roleId } = await admin.addStaff('task-keeper', 'task-keeper-pw', { menuIdList: [tasks, log] })
    await admin.addStaff('task-only', 'task-only-pw', { menuIdList: [tasks] })
    const keeper = await server.client().signIn('task-keeper', 'task-keeper-pw')
    const only = await server.client().signIn('task-only', 'task-only-pw')
    only.language = 'en'
    const purge = await byName('base:log-purge')
    const denied = await only.post('/admin/task/info/add', {
      name: 'purge',
      taskType: 1,
      every: 3_600_000,
      service: 'base:log-purge',
    })
    expect(denied.code).toBe(1001)
    expect(denied.message).toBe(
      'You may not schedule "base:log-purge": it needs the permission base:sys:log:clear',
    )
    expect((await only.post('/admin/task/info/once', { id: purge.id })).code).toBe(1001)
    expect((await only.post('/admin/task/info/start', { id: purge.id })).code).toBe(1001)

    const id = await add({ service: 'base:log-purge', data: null }, keeper)
    await due(id)
    expect((await logs(id)).list).toMatchObject([{ status: 1 }])
    // the keeper loses the log's permission: the next run is refused, naming it
    await admin.post('/admin/base/sys/role/update', {
      id: roleId,
      name: 'role-task-keeper',
      label: 'role-task-keeper',
      menuIdList: [tasks],
      departmentIdList: [1],
    })
    await due(id)
    expect((await logs(id)).list[0]).toMatchObject({
      status: 0,
      state: 'refused',
      detail: "refused: the task's maker no longer holds the permission base:sys:log:clear",
    })
    // saved again by someone who holds it, it runs again: whoever saves a task answers for it
    const resaved = await admin.post('/admin/task/info/update', {
      id,
      name: 'purge',
      taskType: 1,
      every: 3_600_000,
      service: 'base:log-purge',
    })
    expect(resaved.code).toBe(1000)
    await due(id)
    expect((await logs(id)).list[0]).toMatchObject({ status: 1, state: 'ok' })
  })

  it('lists the actions with their schema, and reads a cron expression aloud with its next times', async () => {
    const actions = (await admin.get<TaskAction[]>('/admin/task/info/actions')).data
    expect(actions.find((a) => a.name === 'task:echo')).toMatchObject({
      description: 'Example: answers its arguments as they are',
      schema: { type: 'array', maxItems: 10 },
      permission: null,
      system: false,
    })
    expect(actions.find((a) => a.name === 'base:log-purge')).toMatchObject({
      permission: 'base:sys:log:clear',
      system: true,
    })
    const preview = await admin.get<{ description: string; next: string[] }>('/admin/task/info/cron', {
      cron: '0 30 3 * * *',
    })
    expect(preview.data.description).toBe('At 03:30')
    expect(preview.data.next).toHaveLength(5)
    expect(preview.data.next.every((t) => t.endsWith(' 03:30:00'))).toBe(true)
    admin.language = 'zh-tw'
    const bad = await admin.get('/admin/task/info/cron', { cron: '0 0 0 * 13 *' })
    admin.language = 'en'
    expect(bad).toMatchObject({ code: 1001, message: 'cron 表達式的「月」欄位超出範圍 1–12：13' })
  })

  it('keeps the runs for the retention the parameter sets', async () => {
    const id = await add()
    await due(id)
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString()
    await db().updateTable('core_job_run').set({ startTime: old }).where('jobId', '=', id).execute()
    const purge = await byName('core:job-run-purge')
    await admin.post('/admin/task/info/once', { id: purge.id })
    while ((await logs(purge.id)).list[0]?.status !== 1) await sleep(50)
    expect((await logs(id)).list).toHaveLength(1)
    const param = await db()
      .selectFrom('base_sys_param')
      .selectAll()
      .where('keyName', '=', 'taskLogKeep')
      .executeTakeFirstOrThrow()
    expect(param.data).toBe('20')
    const set = await admin.post('/admin/base/sys/param/update', { ...param, data: '2' })
    expect(set.code).toBe(1000)
    await admin.post('/admin/task/info/once', { id: purge.id })
    while ((await logs(purge.id)).list.filter((l) => l.status === 1).length < 2) await sleep(50)
    expect((await logs(id)).list).toHaveLength(0)
  })
})
