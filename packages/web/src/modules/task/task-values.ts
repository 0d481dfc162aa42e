import type { TaskInfo, TaskSave } from '@backroom/contract'
import { argumentsText } from './arguments'
import { msOf, secondsOf } from './schedule'

/** The form's values: the interval in seconds, the arguments as editable text, the status as a switch. */
export interface TaskFormValues {
  name: string
  taskType: 0 | 1
  cron?: string | null
  /** seconds */
  every?: number | null
  service?: string
  data?: string
  startDate?: string | null
  endDate?: string | null
  limit?: number | null
  running: boolean
  remark?: string | null
}

/** A task as the form opens it; a new one is a running cron task. */
export function formValuesOf(task?: TaskInfo): TaskFormValues {
  if (!task) return { name: '', taskType: 0, running: true }
  return {
    name: task.name,
    taskType: task.taskType,
    cron: task.cron,
    every: secondsOf(task.every),
    service: task.service,
    data: argumentsText(task.data),
    startDate: task.startDate,
    endDate: task.endDate,
    limit: task.limit ?? task.repeatCount,
    running: task.status === 1,
    remark: task.remark,
  }
}

const orNull = <T>(v: T | null | undefined | ''): T | null => (v === undefined || v === '' ? null : v)

/**
 * What the form saves: only the schedule its type uses, the interval in milliseconds, "no limit"
 * and empty times as null, the arguments as the checked JSON text.
 */
export function saveBodyOf(values: TaskFormValues, data: string | null, id?: number): TaskSave {
  const cron = values.taskType === 0
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    taskType: values.taskType,
    cron: cron ? (values.cron?.trim() ?? null) : null,
    every: cron ? null : msOf(values.every),
    service: values.service ?? '',
    data,
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    limit: orNull(values.limit),
    status: values.running ? 1 : 0,
    remark: orNull(values.remark),
  }
}
