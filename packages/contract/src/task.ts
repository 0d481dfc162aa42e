import { z } from 'zod'
import { DATE_TIME } from './column.ts'
import { Id, intBetween, numeric } from './numbers.ts'

/** A wire time (`YYYY-MM-DD HH:mm:ss` in the server's `TZ`), or nothing. */
const WhenOrNull = z
  .string()
  .trim()
  .regex(DATE_TIME)
  .nullish()
  .or(z.literal('').transform(() => null))

/** The longest interval a task may have: 100,000,000 seconds, in milliseconds as on the wire. */
export const TASK_EVERY_MAX_MS = 100_000_000_000

/**
 * A scheduled task as the console saves it. `every` is in milliseconds on the wire and whole
 * seconds only; `type` is not taken from the body (a task an administrator makes is a user task);
 * `repeatCount` is the reference's name for `limit`. The server checks what needs it (the cron
 * expression or the interval the type needs, whole seconds, the action and its arguments) and
 * answers the reason in the caller's language.
 */
export const TaskSave = z.object({
  id: Id.optional(),
  name: z.string().trim().min(1).max(100),
  taskType: numeric(z.union([z.literal(0), z.literal(1)])).default(0),
  cron: z.string().trim().max(100).nullish(),
  every: numeric(z.int().min(1000).max(TASK_EVERY_MAX_MS)).nullish(),
  limit: intBetween(1, 2_147_483_647).nullish(),
  repeatCount: intBetween(1, 2_147_483_647).nullish(),
  startDate: WhenOrNull,
  endDate: WhenOrNull,
  status: numeric(z.union([z.literal(0), z.literal(1)])).default(1),
  service: z.string().trim().min(1).max(200),
  /** the action's arguments, as JSON text (or as JSON) */
  data: z.union([z.string().max(10_000), z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  remark: z.string().max(500).nullish(),
  repeatConf: z.string().max(1000).nullish(),
})
export type TaskSave = z.input<typeof TaskSave>

/** A task as the console shows it: its schedule, its action and what the scheduler keeps current. */
export interface TaskInfo {
  id: number
  name: string
  /** 0 cron, 1 interval */
  taskType: 0 | 1
  cron: string | null
  /** milliseconds */
  every: number | null
  limit: number | null
  repeatCount: number | null
  /** runs so far, counted against `limit` */
  runCount: number
  startDate: string | null
  endDate: string | null
  /** 0 stopped, 1 running */
  status: 0 | 1
  /** 0 a module's own job (cannot be deleted), 1 made by an administrator */
  type: 0 | 1
  /** the action, or the reference's `bean.method(args)` text it was saved as */
  service: string
  /** the action it runs */
  action: string
  /** the action's arguments as JSON text */
  data: string | null
  remark: string | null
  jobId: string
  repeatConf: string | null
  nextRunTime: string | null
  lastExecuteTime: string | null
  /** while a run is going: when it is taken to have crashed unless it beats its heartbeat again */
  lockExpireTime: string | null
  createTime: string
  updateTime: string
}

export const TaskPageQuery = z.object({
  page: intBetween(1, 1_000_000).default(1),
  size: intBetween(1, 1000).default(100),
  status: numeric(z.union([z.literal(0), z.literal(1)])).nullish(),
  type: numeric(z.union([z.literal(0), z.literal(1)])).nullish(),
  keyWord: z.string().trim().max(200).nullish(),
})

export const TaskId = z.object({ id: Id })
export const TaskStart = z.object({ id: Id, type: z.unknown().optional() })

export const TaskLogQuery = z.object({
  id: Id,
  status: numeric(z.union([z.literal(0), z.literal(1)]))
    .nullish()
    .or(z.literal('').transform(() => null)),
  page: intBetween(1, 1_000_000).default(1),
  size: intBetween(1, 100).default(20),
})

/** One run of a task: `status` 1 success, 0 failure (refused, crashed, skipped), null while running. */
export interface TaskLog {
  id: number
  taskId: number
  taskName: string
  status: 0 | 1 | null
  /** 'running' | 'ok' | 'failed' | 'crashed' | 'refused' | 'skipped' */
  state: string
  detail: string | null
  /** milliseconds */
  duration: number | null
  /** the server instance that ran it */
  runner: string
  createTime: string
  updateTime: string
}

/** An action a task may run: its name, what it does, its arguments' JSON Schema, the permission it needs. */
export interface TaskAction {
  name: string
  description: string
  schema: Record<string, unknown>
  permission: string | null
  /** whether a module's job runs it on its own schedule */
  system: boolean
}

export const CronQuery = z.object({ cron: z.string().trim().min(1).max(100) })

/** A cron expression read aloud in the caller's language, and its next fire times in the server's `TZ`. */
export interface CronPreview {
  description: string
  next: string[]
}
