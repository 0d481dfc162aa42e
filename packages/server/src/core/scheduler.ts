import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import { z } from 'zod'
import type { Db } from './db/index.ts'
import { nowIso } from './db/wire.ts'
import {
  type Action,
  insertRun,
  iso,
  isRunning,
  JOB_COLUMNS,
  type Job,
  type JobDeclaration,
  type JobRow,
  MAX_ATTEMPTS,
  type RunGuard,
  slotOutcome,
} from './job.ts'
import { checkSchedule, nextSlot } from './schedule.ts'

/** how long the loop waits for the runs it started before claiming again */
const SHORT_RUN_MS = 250
/**
 * how long a due slot waits for a run of its job that is still going (on any instance) before it is
 * logged skipped: a run claimed late, or slowed by a busy host, that ends within seconds is no overlap
 */
const OVERLAP_GRACE_MS = 5000
/** how often a slot waiting out a finishing run asks again */
const RETRY_MS = 100

export interface SchedulerOptions {
  /** a run whose heartbeat is older than this is taken to have crashed, and is run again */
  heartbeatSeconds?: number
  /** how often the job table is read for jobs added or changed elsewhere */
  pollSeconds?: number
  /** time zone of cron expressions; the process's (`TZ`) by default */
  timeZone?: string
}

/**
 * Runs the jobs of `core_job` on every instance sharing the database, each slot exactly once: an
 * instance claims a slot by moving the job's `nextRun` from that slot to the next one with a
 * compare-and-set UPDATE, and logs the run in `core_job_run` in the same transaction. A run beats its
 * heartbeat while it works; one whose heartbeat stops (its instance died) is taken by another instance.
 */
export class Scheduler {
  readonly runner = randomUUID()
  private readonly actions = new Map<string, Action>()
  private readonly declared = new Map<string, JobDeclaration>()
  private readonly inFlight = new Set<Promise<void>>()
  readonly heartbeatMs: number
  private readonly pollMs: number
  private guard?: RunGuard
  private retentionDays: () => Promise<number> = async () => 30
  private readonly timeZone?: string
  private timer?: NodeJS.Timeout
  private looping?: Promise<void>
  private stopped = true

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: SchedulerOptions = {},
  ) {
    this.heartbeatMs = (options.heartbeatSeconds ?? 30) * 1000
    this.pollMs = (options.pollSeconds ?? 5) * 1000
    this.timeZone = options.timeZone
    this.action({
      name: 'core:job-run-purge',
      description: {
        'zh-cn': '清理超过保留天数的任务日志',
        'zh-tw': '清理超過保留天數的任務日誌',
        en: 'Deletes task runs older than their retention',
      },
      args: z.object({}),
      run: () => this.purgeRuns(),
    })
    this.job({ name: 'core:job-run-purge', action: 'core:job-run-purge', cron: '0 40 0 * * *' })
  }

  /** Registers a named action; jobs name it and pass arguments its schema accepts. */
  action<S extends z.ZodType>(action: Action<S>) {
    if (this.actions.has(action.name)) throw new Error(`Action ${action.name} registered twice`)
    this.actions.set(action.name, action as unknown as Action)
  }

  /** Registers a module's job: its action, and its schedule when it has one. */
  add(j: Job) {
    const { schedule: _, ...action } = j
    this.action({ ...action, args: j.args ?? z.object({}) })
    if (!j.schedule) return
    const { args, ...when } = j.schedule
    this.job({ name: j.name, action: j.name, args, ...when })
  }

  /** The registered actions, by name. */
  actionList(): Action[] {
    return [...this.actions.values()].sort((x, y) => x.name.localeCompare(y.name))
  }

  /** The action of this name, if one is registered. */
  actionOf(name: string): Action | undefined {
    return this.actions.get(name)
  }

  /** Whether a module declared the job of this name (it cannot be deleted). */
  declares(name: string): boolean {
    return this.declared.has(name)
  }

  /** Sets what is asked before every run; a reason it answers refuses the run (logged as refused). */
  setGuard(guard: RunGuard) {
    this.guard = guard
  }

  /** Sets how many days the run log is kept (30 by default). */
  setRetention(days: () => Promise<number>) {
    this.retentionDays = days
  }

  /** The arguments of a job for `action`, checked; throws the schema's error when they do not fit. */
  parseArgs(action: string, args: unknown): unknown {
    const found = this.actions.get(action)
    if (!found) throw new Error(`No action named ${action}`)
    return found.args.parse(args ?? {})
  }

  /** Declares a job of a module; `save()` writes it to `core_job`. */
  job(job: JobDeclaration) {
    if (this.declared.has(job.name)) throw new Error(`Job ${job.name} declared twice`)
    checkSchedule(job, this.timeZone)
    this.declared.set(job.name, job)
  }

  /**
   * Writes the declared jobs, new or changed, to `core_job`; their next slot restarts from now when
   * their schedule changed. A job whose schedule an administrator edited keeps it.
   */
  async save() {
    for (const job of this.declared.values()) {
      const args = this.parseArgs(job.action, job.args)
      const values = {
        action: job.action,
        args: JSON.stringify(args),
        cron: job.cron ?? null,
        everySeconds: job.everySeconds ?? null,
      }
      const now = new Date()
      const nextRun = nextSlot(job, now, undefined, this.timeZone)?.toISOString() ?? null
      await this.db
        .insertInto('core_job')
        .values({
          name: job.name,
          ...values,
          nextRun,
          system: true,
          createTime: now.toISOString(),
          updateTime: now.toISOString(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
      const row = await this.db
        .selectFrom('core_job')
        .select(['action', 'args', 'cron', 'everySeconds', 'edited'])
        .where('name', '=', job.name)
        .executeTakeFirstOrThrow()
      if (row.edited) continue
      const rowArgs = typeof row.args === 'string' ? JSON.parse(row.args) : row.args
      const sameSchedule = row.cron === values.cron && row.everySeconds === values.everySeconds
      if (sameSchedule && row.action === values.action && isDeepStrictEqual(rowArgs, args)) continue
      await this.db
        .updateTable('core_job')
        .set({ ...values, ...(sameSchedule ? {} : { nextRun }), updateTime: now.toISOString() })
        .where('name', '=', job.name)
        .execute()
    }
  }

  start() {
    this.stopped = false
    this.wake(0)
  }

  /** Stops claiming, and waits for the runs under way. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    await this.looping
    await Promise.all(this.inFlight)
  }

  /** Claims the due slots and the crashed runs this instance can take, and waits for their runs. */
  async tick() {
    await Promise.all((await this.claim()).started)
  }

  /**
   * Runs a job now, once, on this instance, outside its schedule (logged as a run of the slot
   * "now"; skipped when a run of it is still going). Resolves once the run is logged, with the
   * promise of its end.
   */
  async runNow(jobId: number): Promise<{ finished: Promise<void> }> {
    const now = nowIso()
    const started = await this.db.transaction().execute(async (trx) => {
      const job = (await trx
        .selectFrom('core_job')
        .select(JOB_COLUMNS)
        .where('id', '=', jobId)
        .executeTakeFirst()) as JobRow | undefined
      if (!job) return undefined
      const busy = await isRunning(trx, jobId)
      const run = await insertRun(trx, this.runner, jobId, now, 1, busy ? 'skipped' : 'running')
      return busy ? undefined : { job, runId: run.id }
    })
    return { finished: started ? this.run(started.job, started.runId) : Promise.resolve() }
  }

  private wake(ms: number) {
    this.timer = setTimeout(() => {
      this.looping = this.loop()
    }, ms).unref()
  }

  /** Claims what is due, then sleeps until the next slot or the next poll, whichever comes first. */
  private async loop() {
    let wait = this.pollMs
    try {
      const { started, waiting } = await this.claim()
      // a short run ends (and is logged) before a slot it fell behind on is claimed, which would
      // otherwise find it going and be skipped; a long one does not hold the loop up
      await Promise.race([Promise.all(started), new Promise((r) => setTimeout(r, SHORT_RUN_MS))])
      const next = await this.db
        .selectFrom('core_job')
        .select((eb) => eb.fn.min('nextRun').as('nextRun'))
        .where('enabled', '=', true)
        .executeTakeFirst()
      if (next?.nextRun) wait = Math.min(wait, new Date(next.nextRun).getTime() - Date.now())
      if (waiting) wait = Math.max(wait, RETRY_MS)
    } catch (err) {
      this.log.error({ err }, 'the scheduler could not read its jobs')
    }
    if (!this.stopped) this.wake(Math.max(wait, 0))
  }

  /** Starts the runs this instance wins; returns them, and whether a slot waits out a finishing run. */
  private async claim(): Promise<{ started: Promise<void>[]; waiting: boolean }> {
    const now = new Date()
    const started: Promise<void>[] = []
    let waiting = false
    const due = (await this.db
      .selectFrom('core_job')
      .select(JOB_COLUMNS)
      .where('enabled', '=', true)
      .where('nextRun', '<=', now.toISOString())
      .execute()) as JobRow[]
    for (const job of due) {
      const slot = iso(job.nextRun)
      const claimed = await this.db.transaction().execute(async (trx) => {
        const busy = await isRunning(trx, job.id)
        if (busy && now.getTime() - Date.parse(slot) < OVERLAP_GRACE_MS) {
          waiting = true
          return undefined
        }
        const { next, runs, keepOn } = slotOutcome(job, slot, now, busy, this.timeZone)
        const moved = await trx
          .updateTable('core_job')
          .set({
            nextRun: next,
            enabled: keepOn,
            ...(runs ? { runCount: sql`"runCount" + 1` } : {}),
            updateTime: now.toISOString(),
          })
          .where('id', '=', job.id)
          .where('enabled', '=', true)
          .where('nextRun', '=', slot)
          .executeTakeFirst()
        if (Number(moved.numUpdatedRows) !== 1 || runs === undefined) return undefined
        return insertRun(trx, this.runner, job.id, slot, 1, runs ? 'running' : 'skipped')
      })
      if (claimed?.running) started.push(this.run(job, claimed.id))
    }
    started.push(...(await this.retake()))
    return { started, waiting }
  }

  /** Takes over the runs whose instance stopped beating their heartbeat. */
  private async retake(): Promise<Promise<void>[]> {
    const now = new Date()
    const started: Promise<void>[] = []
    const stale = await this.db
      .selectFrom('core_job_run')
      .select(['id', 'jobId', 'slot', 'attempt', 'runner', 'heartbeat'])
      .where('status', '=', 'running')
      .where('heartbeat', '<', new Date(now.getTime() - this.heartbeatMs).toISOString())
      .execute()
    for (const run of stale) {
      const again = run.attempt < MAX_ATTEMPTS
      const taken = await this.db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('core_job_run')
          .set({
            status: 'crashed',
            finishTime: now.toISOString(),
            message: `no heartbeat since ${iso(run.heartbeat)}${again ? '; run again' : ''}`,
            updateTime: now.toISOString(),
          })
          .where('id', '=', run.id)
          .where('status', '=', 'running')
          .where('heartbeat', '=', iso(run.heartbeat))
          .executeTakeFirst()
        if (Number(marked.numUpdatedRows) !== 1 || !again) return undefined
        const job = (await trx
          .selectFrom('core_job')
          .select(JOB_COLUMNS)
          .where('id', '=', run.jobId)
          .executeTakeFirst()) as JobRow | undefined
        if (!job) return undefined
        const runId = await insertRun(trx, this.runner, job.id, iso(run.slot), run.attempt + 1, 'running')
        return { job, runId: runId.id }
      })
      if (taken) {
        this.log.warn({ job: taken.job.name, crashedRunner: run.runner }, 'scheduled run taken over')
        started.push(this.run(taken.job, taken.runId))
      }
    }
    return started
  }

  /** Deletes the run log older than its retention. */
  private async purgeRuns() {
    const before = new Date(Date.now() - (await this.retentionDays()) * 86_400_000).toISOString()
    const { numDeletedRows } = await this.db
      .deleteFrom('core_job_run')
      .where('status', '!=', 'running')
      .where('startTime', '<', before)
      .executeTakeFirst()
    return `${numDeletedRows} runs deleted`
  }

  /** Runs a claimed slot: checks the arguments, calls the action, beats the heartbeat, logs the outcome. */
  private run(job: JobRow, runId: number): Promise<void> {
    const started = Date.now()
    const heartbeat = setInterval(() => {
      void this.db
        .updateTable('core_job_run')
        .set({ heartbeat: nowIso() })
        .where('id', '=', runId)
        .where('status', '=', 'running')
        .execute()
        .catch((err) => this.log.warn({ err, job: job.name }, 'scheduled run heartbeat failed'))
    }, this.heartbeatMs / 3).unref()
    const work = (async () => {
      const { status, message } = await this.call(job).finally(() => clearInterval(heartbeat))
      await this.db
        .updateTable('core_job_run')
        .set({
          status,
          message,
          duration: Date.now() - started,
          finishTime: nowIso(),
          updateTime: nowIso(),
        })
        .where('id', '=', runId)
        .where('status', '=', 'running')
        .execute()
        .catch((err) => this.log.error({ err, job: job.name }, 'scheduled run log not written'))
    })()
    this.inFlight.add(work)
    void work.finally(() => this.inFlight.delete(work))
    return work
  }

  /** Calls the job's action unless the guard refuses it: the run's status and message. */
  private async call(job: JobRow): Promise<{ status: string; message: string | null }> {
    try {
      const action = this.actions.get(job.action)
      if (!action) throw new Error(`No action named ${job.action}`)
      const refused = await this.guard?.(job, action)
      if (refused) return { status: 'refused', message: refused }
      const parsed = action.args.safeParse(typeof job.args === 'string' ? JSON.parse(job.args) : job.args)
      if (!parsed.success) throw new Error(`Arguments do not fit ${job.action}: ${parsed.error.message}`)
      const result = await action.run(parsed.data)
      const message = typeof result === 'string' || result === undefined ? result : JSON.stringify(result)
      return { status: 'ok', message: message?.slice(0, 2000) ?? null }
    } catch (err) {
      this.log.error({ err, job: job.name }, 'scheduled job failed')
      return { status: 'failed', message: err instanceof Error ? err.message : String(err) }
    }
  }
}
