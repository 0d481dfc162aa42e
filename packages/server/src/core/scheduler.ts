import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Db } from './db/index.ts'
import { nowIso } from './db/wire.ts'
import { checkSchedule, nextSlot, type Schedule } from './schedule.ts'

/** Something a job may call: a name, the schema of its arguments, and the work (its result is logged). */
export interface Action<S extends z.ZodType = z.ZodType> {
  name: string
  args: S
  /** a string it resolves with is kept as the run's message */
  run(args: z.output<S>): Promise<unknown>
}

/**
 * A job as a module declares it (`Module.jobs`): a named action (the schema of its arguments, the
 * work) and, when it runs by itself, its schedule and the arguments each run gets. Nothing is
 * evaluated from a string: a stored job names its action and holds arguments the schema checks.
 */
export interface Job<S extends z.ZodType = z.ZodType> {
  /** the action's name, and the scheduled job's: `<module>:<what>` */
  name: string
  /** its arguments' schema; none: it takes none (`{}`) */
  args?: S
  /** a string it resolves with is kept as the run's message */
  run(args: z.output<S>): Promise<unknown>
  schedule?: Schedule & { args?: z.input<S> }
}

/** Helps TypeScript check a job's `run` and scheduled `args` against its schema. */
export const job = <S extends z.ZodType>(j: Job<S>) => j as unknown as Job

/** A job a module declares: it is saved in `core_job` at start-up and fires on every instance's clock. */
export type JobDeclaration = { name: string; action: string; args?: unknown } & Schedule

export interface SchedulerOptions {
  /** a run whose heartbeat is older than this is taken to have crashed, and is run again */
  heartbeatSeconds?: number
  /** how often the job table is read for jobs added or changed elsewhere */
  pollSeconds?: number
  /** time zone of cron expressions; the process's (`TZ`) by default */
  timeZone?: string
}

interface JobRow {
  id: number
  name: string
  action: string
  args: unknown
  cron: string | null
  everySeconds: number | null
  nextRun: string | Date
}

/** a job that crashes its run this many times in a row is not taken again for that slot */
const MAX_ATTEMPTS = 3
const RUN_LOG_DAYS = 30

const iso = (d: string | Date) => new Date(d).toISOString()
const scheduleOf = (job: Pick<JobRow, 'cron' | 'everySeconds'>): Schedule =>
  job.cron !== null ? { cron: job.cron } : { everySeconds: job.everySeconds as number }

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
  private readonly heartbeatMs: number
  private readonly pollMs: number
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
    this.action({ name: 'core:job-run-purge', args: z.object({}), run: () => this.purgeRuns() })
    this.job({ name: 'core:job-run-purge', action: 'core:job-run-purge', cron: '0 40 0 * * *' })
  }

  /** Registers a named action; jobs name it and pass arguments its schema accepts. */
  action<S extends z.ZodType>(action: Action<S>) {
    if (this.actions.has(action.name)) throw new Error(`Action ${action.name} registered twice`)
    this.actions.set(action.name, action as unknown as Action)
  }

  /** Registers a module's job: its action, and its schedule when it has one. */
  add(j: Job) {
    this.action({ name: j.name, args: j.args ?? z.object({}), run: j.run })
    if (!j.schedule) return
    const { args, ...when } = j.schedule
    this.job({ name: j.name, action: j.name, args, ...when })
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

  /** Writes the declared jobs, new or changed, to `core_job`; their next slot restarts from now when their schedule changed. */
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
          createTime: now.toISOString(),
          updateTime: now.toISOString(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
      const row = await this.db
        .selectFrom('core_job')
        .select(['action', 'args', 'cron', 'everySeconds'])
        .where('name', '=', job.name)
        .executeTakeFirstOrThrow()
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
    await Promise.all(await this.claim())
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
      await this.claim()
      const next = await this.db
        .selectFrom('core_job')
        .select((eb) => eb.fn.min('nextRun').as('nextRun'))
        .where('enabled', '=', true)
        .executeTakeFirst()
      if (next?.nextRun) wait = Math.min(wait, new Date(next.nextRun).getTime() - Date.now())
    } catch (err) {
      this.log.error({ err }, 'the scheduler could not read its jobs')
    }
    if (!this.stopped) this.wake(Math.max(wait, 0))
  }

  /** Starts the runs this instance wins; returns them. */
  private async claim(): Promise<Promise<void>[]> {
    const now = new Date()
    const started: Promise<void>[] = []
    const due = (await this.db
      .selectFrom('core_job')
      .select(['id', 'name', 'action', 'args', 'cron', 'everySeconds', 'nextRun'])
      .where('enabled', '=', true)
      .where('nextRun', '<=', now.toISOString())
      .execute()) as JobRow[]
    for (const job of due) {
      const slot = iso(job.nextRun)
      const next = nextSlot(scheduleOf(job), now, new Date(slot), this.timeZone)?.toISOString() ?? null
      const runId = await this.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('core_job')
          .set({ nextRun: next, updateTime: now.toISOString() })
          .where('id', '=', job.id)
          .where('nextRun', '=', slot)
          .executeTakeFirst()
        if (Number(moved.numUpdatedRows) !== 1) return undefined
        return this.insertRun(trx, job.id, slot, 1)
      })
      if (runId !== undefined) started.push(this.run(job, runId))
    }
    started.push(...(await this.retake()))
    return started
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
          .select(['id', 'name', 'action', 'args', 'cron', 'everySeconds', 'nextRun'])
          .where('id', '=', run.jobId)
          .executeTakeFirst()) as JobRow | undefined
        if (!job) return undefined
        const runId = await this.insertRun(trx, job.id, iso(run.slot), run.attempt + 1)
        return { job, runId }
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
    const before = new Date(Date.now() - RUN_LOG_DAYS * 86_400_000).toISOString()
    const { numDeletedRows } = await this.db
      .deleteFrom('core_job_run')
      .where('status', '!=', 'running')
      .where('startTime', '<', before)
      .executeTakeFirst()
    return `${numDeletedRows} runs deleted`
  }

  private async insertRun(db: Db, jobId: number, slot: string, attempt: number): Promise<number> {
    const now = nowIso()
    const row = await db
      .insertInto('core_job_run')
      .values({
        jobId,
        slot,
        attempt,
        runner: this.runner,
        status: 'running',
        startTime: now,
        heartbeat: now,
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
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
      let status = 'ok'
      let message: string | null = null
      try {
        const action = this.actions.get(job.action)
        if (!action) throw new Error(`No action named ${job.action}`)
        const parsed = action.args.safeParse(typeof job.args === 'string' ? JSON.parse(job.args) : job.args)
        if (!parsed.success) throw new Error(`Arguments do not fit ${job.action}: ${parsed.error.message}`)
        const result = await action.run(parsed.data)
        message = typeof result === 'string' ? result : null
      } catch (err) {
        status = 'failed'
        message = err instanceof Error ? err.message : String(err)
        this.log.error({ err, job: job.name }, 'scheduled job failed')
      } finally {
        clearInterval(heartbeat)
      }
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
}
