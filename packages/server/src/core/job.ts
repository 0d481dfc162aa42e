import type { Text } from '@backroom/contract'
import type { z } from 'zod'
import type { Db } from './db/index.ts'
import { nowIso } from './db/wire.ts'
import { nextSlot, type Schedule } from './schedule.ts'

/** Something a job may call: a name, the schema of its arguments, and the work (its result is logged). */
export interface Action<S extends z.ZodType = z.ZodType> {
  name: string
  args: S
  /** a string it resolves with is kept as the run's message */
  run(args: z.output<S>): Promise<unknown>
  /** what it does, for the administrators who schedule it */
  description?: Text
  /**
   * the permission an administrator needs to schedule it (it runs with system rights): checked when
   * they save, start or run a task of it, and again before every run against its maker's permissions
   */
  permission?: string
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
  description?: Text
  permission?: string
  schedule?: Schedule & { args?: z.input<S> }
}

/** Helps TypeScript check a job's `run` and scheduled `args` against its schema. */
export const job = <S extends z.ZodType>(j: Job<S>) => j as unknown as Job

/** A job a module declares: it is saved in `core_job` at start-up and fires on every instance's clock. */
export type JobDeclaration = { name: string; action: string; args?: unknown } & Schedule

/** A job as the scheduler reads it to run it. */
export interface JobRow {
  id: number
  name: string
  action: string
  args: unknown
  cron: string | null
  everySeconds: number | null
  nextRun: string | Date
  maxRuns: number | null
  runCount: number
  startAt: string | Date | null
  endAt: string | Date | null
  createdBy: number | null
}

/** Answers why a run may not go ahead (its maker lost the action's permission, say), or nothing. */
export type RunGuard = (job: JobRow, action: Action) => Promise<string | undefined>

export const JOB_COLUMNS = [
  'id',
  'name',
  'action',
  'args',
  'cron',
  'everySeconds',
  'nextRun',
  'maxRuns',
  'runCount',
  'startAt',
  'endAt',
  'createdBy',
] as const

/** a job that crashes its run this many times in a row is not taken again for that slot */
export const MAX_ATTEMPTS = 3

export const iso = (d: string | Date) => new Date(d).toISOString()
/** A job's schedule, from its row. */
export const scheduleOf = (job: Pick<JobRow, 'cron' | 'everySeconds'>): Schedule =>
  job.cron !== null ? { cron: job.cron } : { everySeconds: job.everySeconds as number }

/**
 * What claiming `slot` of `job` does: the slot after it; whether the slot runs (true), is logged as
 * skipped because the previous run is still going (`busy`: false) or passes unlogged (undefined:
 * before the job's start or after its end); and whether the job stays on (its run limit and its
 * end not reached).
 */
export function slotOutcome(job: JobRow, slot: string, now: Date, busy: boolean, timeZone?: string) {
  const schedule = scheduleOf(job)
  const startAt = job.startAt ? new Date(job.startAt) : undefined
  const endAt = job.endAt ? new Date(job.endAt) : undefined
  const at = new Date(slot)
  if (startAt && at < startAt) {
    const next = nextSlot(schedule, startAt, new Date(startAt.getTime() - 1), timeZone)
    return { next: next?.toISOString() ?? null, runs: undefined, keepOn: true }
  }
  const next = nextSlot(schedule, now, at, timeZone)
  if (endAt && at > endAt) return { next: next?.toISOString() ?? null, runs: undefined, keepOn: false }
  const spent = job.maxRuns !== null && !busy && job.runCount + 1 >= job.maxRuns
  const ended = !next || (endAt !== undefined && next > endAt)
  return { next: next?.toISOString() ?? null, runs: !busy, keepOn: !spent && !ended }
}

/** Whether a run of the job is going (on any instance). */
export async function isRunning(db: Db, jobId: number): Promise<boolean> {
  const row = await db
    .selectFrom('core_job_run')
    .select('id')
    .where('jobId', '=', jobId)
    .where('status', '=', 'running')
    .executeTakeFirst()
  return row !== undefined
}

/** Logs a run `runner` starts (`running`), or a slot skipped because the previous run is still going. */
export async function insertRun(
  db: Db,
  runner: string,
  jobId: number,
  slot: string,
  attempt: number,
  status: 'running' | 'skipped',
) {
  const now = nowIso()
  const row = await db
    .insertInto('core_job_run')
    .values({
      jobId,
      slot,
      attempt,
      runner,
      status,
      startTime: now,
      heartbeat: now,
      ...(status === 'skipped' ? { finishTime: now, duration: 0 } : {}),
      createTime: now,
      updateTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, running: status === 'running' }
}
