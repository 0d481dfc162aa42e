import { randomUUID } from 'node:crypto'
import {
  type CronPreview,
  CronQuery,
  type Language,
  type TaskAction,
  TaskId,
  type TaskInfo,
  type TaskLog,
  TaskLogQuery,
  TaskPageQuery,
  TaskSave,
  TaskStart,
} from '@backroom/contract'
import { z } from 'zod'
import {
  type Action,
  type Admin,
  type AppContext,
  type Db,
  fail,
  formatTime,
  InvalidInput,
  nextSlot,
  nowIso,
  type RouteGroup,
  route,
  type Schedule,
  scheduleOf,
  storedTime,
  translate,
} from '../../platform.ts'
import { checkCron, previewCron } from './cron.ts'
import { messages } from './messages.ts'
import { referenceService } from './services.ts'

type JobRecord = Awaited<ReturnType<ReturnType<typeof jobsOf>['execute']>>[number]

const jobsOf = (db: Db) => db.selectFrom('core_job').selectAll()

const timeOrNull = (v: string | Date | null) => (v === null ? null : formatTime(v))
const perm = (action: string) => ({ perm: `task:info:${action}` })

/** What an action is called in `lang`: its description, else its name. */
const actionText = (action: Action | undefined, name: string, lang: Language) =>
  action?.description ? translate(action.description, lang) : name

/**
 * The scheduled tasks: the administrator's view of the platform's jobs (`core_job`) and their runs
 * (`core_job_run`). A module's own job is a system task (paused, run once, its schedule edited,
 * never deleted); a task an administrator makes names a registered action and its JSON arguments.
 */
export function taskRoutes(ctx: AppContext): RouteGroup {
  const { scheduler } = ctx
  const tz = () => process.env.TZ

  async function load(id: number) {
    const row = await jobsOf(ctx.db).where('id', '=', id).executeTakeFirst()
    if (!row) throw fail('notExist')
    return row
  }

  /** Rows as the console shows them, with the last run and the lock of a run going. */
  async function shown(rows: JobRecord[], lang: Language): Promise<TaskInfo[]> {
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const last = await ctx.db
      .selectFrom('core_job_run')
      .select(['jobId', (eb) => eb.fn.max('startTime').as('last')])
      .where('jobId', 'in', ids)
      .where('status', '!=', 'skipped')
      .groupBy('jobId')
      .execute()
    const going = await ctx.db
      .selectFrom('core_job_run')
      .select(['jobId', 'heartbeat'])
      .where('jobId', 'in', ids)
      .where('status', '=', 'running')
      .execute()
    const lastOf = new Map(last.map((r) => [r.jobId, r.last]))
    const lockOf = new Map(
      going.map((r) => [r.jobId, new Date(new Date(r.heartbeat).getTime() + scheduler.heartbeatMs)]),
    )
    return rows.map((r) => {
      const action = scheduler.actionOf(r.action)
      const args = typeof r.args === 'string' ? r.args : JSON.stringify(r.args)
      return {
        id: r.id,
        name: r.title ? ctx.registry.seedText(r.title, lang) : actionText(action, r.name, lang),
        taskType: r.cron !== null ? 0 : 1,
        cron: r.cron,
        every: r.everySeconds === null ? null : r.everySeconds * 1000,
        limit: r.maxRuns,
        repeatCount: r.maxRuns,
        runCount: r.runCount,
        startDate: timeOrNull(r.startAt),
        endDate: timeOrNull(r.endAt),
        status: r.enabled ? 1 : 0,
        type: r.system ? 0 : 1,
        service: r.service ?? r.action,
        action: r.action,
        data: args === '{}' && !r.service ? null : args,
        remark: r.remark,
        jobId: r.name,
        repeatConf: r.repeatConf,
        nextRunTime: r.enabled ? timeOrNull(r.nextRun) : null,
        lastExecuteTime: timeOrNull(lastOf.get(r.id) ?? null),
        lockExpireTime: lockOf.has(r.id) ? formatTime(lockOf.get(r.id)!) : null,
        createTime: formatTime(r.createTime),
        updateTime: formatTime(r.updateTime),
      }
    })
  }

  /** Refuses an action the caller may not schedule (it runs with system rights). */
  function mayRun(admin: Admin, action: Action | undefined) {
    if (!action) return
    if (action.permission && !admin.perms.has(action.permission))
      throw fail(messages.actionDenied, { action: action.name, perm: action.permission })
  }

  /** The action a saved service names and its checked arguments. */
  function bind(
    service: string,
    data: TaskSave['data'],
  ): { action: Action; args: unknown; service: string | null } {
    const reference = scheduler.actionOf(service) ? undefined : referenceService(service)
    const action = scheduler.actionOf(reference?.action ?? service)
    if (!action) throw fail(messages.unknownService, { service })
    let given: unknown = reference?.args
    if (!reference && data !== undefined && data !== null && data !== '') {
      try {
        given = typeof data === 'string' ? JSON.parse(data) : data
      } catch {
        throw fail(messages.dataNotJson)
      }
    }
    const parsed =
      given === undefined
        ? ([action.args.safeParse(undefined), action.args.safeParse({})].find((p) => p.success) ??
          action.args.safeParse({}))
        : action.args.safeParse(given)
    if (!parsed.success)
      throw new InvalidInput(parsed.error.issues.map((i) => ({ ...i, path: ['data', ...i.path] })))
    return { action, args: given ?? parsed.data, service: reference ? service : null }
  }

  /** The schedule a body asks for: a checked cron expression, or an interval of whole seconds. */
  function requestedSchedule(body: z.output<typeof TaskSave>): Schedule {
    if (body.taskType === 0) {
      if (!body.cron) throw fail(messages.needed, { field: 'cron' })
      checkCron(body.cron, tz())
      return { cron: body.cron }
    }
    if (body.every === null || body.every === undefined) throw fail(messages.needed, { field: 'every' })
    if (body.every % 1000 !== 0) throw fail(messages.everyWhole)
    return { everySeconds: body.every / 1000 }
  }

  /** The first slot of a schedule from now, or from its start when that is later. */
  function firstSlot(schedule: Schedule, startAt: string | null): string | null {
    const now = new Date()
    const start = startAt ? new Date(startAt) : undefined
    const from = start && start > now ? new Date(start.getTime() - 1) : now
    return nextSlot(schedule, from, undefined, tz())?.toISOString() ?? null
  }

  function window(body: z.output<typeof TaskSave>) {
    const startAt = body.startDate ? storedTime(body.startDate) : null
    const endAt = body.endDate ? storedTime(body.endDate) : null
    if (startAt && endAt && endAt <= startAt) throw fail(messages.endBeforeStart)
    return { startAt, endAt }
  }

  async function save(body: z.output<typeof TaskSave>, admin: Admin): Promise<number> {
    const schedule = requestedSchedule(body)
    const { startAt, endAt } = window(body)
    const existing = body.id ? await load(body.id) : undefined
    const bound = existing?.system ? undefined : bind(body.service, body.data)
    mayRun(admin, bound?.action ?? scheduler.actionOf(existing!.action))
    const enabled = body.status === 1
    const maxRuns = body.limit ?? body.repeatCount ?? null
    const values = {
      cron: schedule.cron ?? null,
      everySeconds: schedule.everySeconds ?? null,
      startAt,
      endAt,
      maxRuns,
      remark: body.remark ?? null,
      repeatConf: body.repeatConf ?? null,
      enabled,
      nextRun: firstSlot(schedule, startAt),
      updateTime: nowIso(),
      ...(bound
        ? {
            title: body.name,
            action: bound.action.name,
            args: JSON.stringify(bound.args),
            service: bound.service,
          }
        : {}),
    }
    if (!existing) {
      const row = await ctx.db
        .insertInto('core_job')
        .values({
          ...values,
          name: `task:${randomUUID()}`,
          action: bound!.action.name,
          args: JSON.stringify(bound!.args),
          createdBy: admin.userId,
          createTime: values.updateTime,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    const rescheduled =
      existing.cron !== values.cron ||
      existing.everySeconds !== values.everySeconds ||
      existing.maxRuns !== maxRuns ||
      timeOrNull(existing.startAt) !== timeOrNull(startAt) ||
      timeOrNull(existing.endAt) !== timeOrNull(endAt)
    await ctx.db
      .updateTable('core_job')
      .set({
        ...values,
        ...(rescheduled ? {} : { nextRun: existing.enabled ? existing.nextRun : values.nextRun }),
        // a new schedule, or a task started again after its limit, counts its runs afresh
        ...(rescheduled ||
        (!existing.enabled && existing.maxRuns !== null && existing.runCount >= existing.maxRuns)
          ? { runCount: 0 }
          : {}),
        ...(existing.system && rescheduled ? { edited: true } : {}),
        // whoever saves a task answers for it: its runs check their permissions
        ...(existing.system ? {} : { createdBy: admin.userId }),
      })
      .where('id', '=', existing.id)
      .execute()
    return existing.id
  }

  async function setEnabled(id: number, enabled: boolean, admin: Admin) {
    const row = await load(id)
    if (!enabled) {
      await ctx.db
        .updateTable('core_job')
        .set({ enabled, updateTime: nowIso() })
        .where('id', '=', id)
        .execute()
      return
    }
    mayRun(admin, scheduler.actionOf(row.action))
    if (row.endAt && new Date(row.endAt) <= new Date()) throw fail(messages.endPassed)
    await ctx.db
      .updateTable('core_job')
      .set({
        enabled,
        nextRun: firstSlot(
          scheduleOf(row),
          row.startAt === null ? null : new Date(row.startAt).toISOString(),
        ),
        ...(row.maxRuns !== null && row.runCount >= row.maxRuns ? { runCount: 0 } : {}),
        updateTime: nowIso(),
      })
      .where('id', '=', id)
      .where('enabled', '=', false)
      .execute()
  }

  /** A run's outcome in the caller's language: skipped and refused runs say why. */
  function detailOf(status: string, message: string | null, lang: Language) {
    if (status === 'skipped') return translate(messages.runSkipped, lang)
    if (status === 'refused') return translate(messages.runRefused, lang, { perm: message })
    if (status === 'crashed') return translate(messages.runCrashed, lang, { detail: message })
    return message
  }

  return {
    prefix: '/admin/task/info',
    description: { 'zh-cn': '任务', 'zh-tw': '任務', en: 'Scheduled tasks' },
    routes: [
      route({
        method: 'POST',
        action: 'page',
        access: perm('page'),
        summary: { 'zh-cn': '分页查询', 'zh-tw': '分頁查詢', en: 'Page' },
        body: TaskPageQuery,
        async handler({ body, lang }) {
          let q = jobsOf(ctx.db)
          if (body.status !== null && body.status !== undefined)
            q = q.where('enabled', '=', body.status === 1)
          if (body.type !== null && body.type !== undefined) q = q.where('system', '=', body.type === 0)
          if (body.keyWord) {
            const like = `%${body.keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
            q = q.where((eb) =>
              eb.or([eb('title', 'like', like), eb('name', 'like', like), eb('action', 'like', like)]),
            )
          }
          const rows = await q.orderBy('system', 'desc').orderBy('id').execute()
          const from = (body.page - 1) * body.size
          return {
            list: await shown(rows.slice(from, from + body.size), lang),
            pagination: { page: body.page, size: body.size, total: rows.length },
          }
        },
      }),
      route({
        method: 'POST',
        action: 'list',
        access: perm('list'),
        summary: { 'zh-cn': '查询', 'zh-tw': '查詢', en: 'List' },
        async handler({ lang }) {
          return shown(await jobsOf(ctx.db).orderBy('system', 'desc').orderBy('id').execute(), lang)
        },
      }),
      route({
        method: 'GET',
        action: 'info',
        access: perm('info'),
        summary: { 'zh-cn': '单个信息', 'zh-tw': '單筆資訊', en: 'Info' },
        query: TaskId,
        async handler({ query, lang }) {
          return (await shown([await load(query.id)], lang))[0]
        },
      }),
      route({
        method: 'POST',
        action: 'add',
        access: perm('add'),
        summary: { 'zh-cn': '新增', 'zh-tw': '新增', en: 'Add' },
        body: TaskSave,
        async handler({ body, admin }) {
          return { id: await save({ ...body, id: undefined }, admin) }
        },
      }),
      route({
        method: 'POST',
        action: 'update',
        access: perm('update'),
        summary: { 'zh-cn': '修改', 'zh-tw': '修改', en: 'Update' },
        body: TaskSave.extend({ id: TaskId.shape.id }),
        async handler({ body, admin }) {
          await save(body, admin)
        },
      }),
      route({
        method: 'POST',
        action: 'delete',
        access: perm('delete'),
        summary: { 'zh-cn': '删除', 'zh-tw': '刪除', en: 'Delete' },
        body: z.object({ ids: z.array(TaskId.shape.id).min(1).max(100) }),
        async handler({ body, lang }) {
          const rows = await jobsOf(ctx.db).where('id', 'in', body.ids).execute()
          const system = rows.find((r) => r.system)
          if (system) throw fail(messages.systemTask, { name: (await shown([system], lang))[0].name })
          await ctx.db.transaction().execute(async (trx) => {
            await trx.deleteFrom('core_job_run').where('jobId', 'in', body.ids).execute()
            await trx.deleteFrom('core_job').where('id', 'in', body.ids).execute()
          })
        },
      }),
      route({
        method: 'POST',
        action: 'start',
        access: perm('start'),
        summary: { 'zh-cn': '开始', 'zh-tw': '開始', en: 'Start' },
        body: TaskStart,
        async handler({ body, admin }) {
          await setEnabled(body.id, true, admin)
        },
      }),
      route({
        method: 'POST',
        action: 'stop',
        access: perm('stop'),
        summary: { 'zh-cn': '停止', 'zh-tw': '停止', en: 'Stop' },
        body: TaskId,
        async handler({ body, admin }) {
          await setEnabled(body.id, false, admin)
        },
      }),
      route({
        method: 'POST',
        action: 'once',
        access: perm('once'),
        summary: { 'zh-cn': '执行一次', 'zh-tw': '執行一次', en: 'Run once' },
        body: TaskId,
        async handler({ body, admin }) {
          const row = await load(body.id)
          mayRun(admin, scheduler.actionOf(row.action))
          await scheduler.runNow(row.id)
        },
      }),
      route({
        method: 'GET',
        action: 'log',
        access: perm('log'),
        summary: { 'zh-cn': '日志', 'zh-tw': '日誌', en: 'Runs' },
        query: TaskLogQuery,
        async handler({ query, lang }): Promise<{ list: TaskLog[]; pagination: object }> {
          const row = await load(query.id)
          const name = (await shown([row], lang))[0].name
          let q = ctx.db.selectFrom('core_job_run').where('jobId', '=', query.id)
          if (query.status === 1) q = q.where('status', '=', 'ok')
          if (query.status === 0) q = q.where('status', 'in', ['failed', 'crashed', 'refused', 'skipped'])
          const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
          const runs = await q
            .selectAll()
            .orderBy('startTime', 'desc')
            .orderBy('id', 'desc')
            .limit(query.size)
            .offset((query.page - 1) * query.size)
            .execute()
          return {
            list: runs.map((r) => ({
              id: r.id,
              taskId: r.jobId,
              taskName: name,
              status: r.status === 'running' ? null : r.status === 'ok' ? 1 : 0,
              state: r.status,
              detail: detailOf(r.status, r.message, lang),
              duration: r.duration,
              runner: r.runner,
              createTime: formatTime(r.startTime),
              updateTime: formatTime(r.updateTime),
            })),
            pagination: { page: query.page, size: query.size, total: Number(total.n) },
          }
        },
      }),
      route({
        method: 'GET',
        action: 'actions',
        access: perm('page'),
        summary: { 'zh-cn': '可执行的动作', 'zh-tw': '可執行的動作', en: 'Actions' },
        async handler({ lang }): Promise<TaskAction[]> {
          return scheduler.actionList().map((a) => ({
            name: a.name,
            description: actionText(a, a.name, lang),
            schema: z.toJSONSchema(a.args, { io: 'input', unrepresentable: 'any' }) as Record<
              string,
              unknown
            >,
            permission: a.permission ?? null,
            system: scheduler.declares(a.name),
          }))
        },
      }),
      route({
        method: 'GET',
        action: 'cron',
        access: perm('page'),
        summary: { 'zh-cn': '解读 cron 表达式', 'zh-tw': '解讀 cron 表達式', en: 'Read a cron expression' },
        query: CronQuery,
        async handler({ query, lang }): Promise<CronPreview> {
          return previewCron(query.cron, lang, tz())
        },
      }),
    ],
  }
}
