import type { CronPreview, TaskAction, TaskInfo, TaskLog } from '@backroom/contract'
import { api } from '../../shell'
import { TASKS } from './endpoints'

export interface Page<T> {
  list: T[]
  pagination: { page: number; size: number; total: number }
}

/** The actions a task may run, with their arguments' JSON Schema. */
export const actionsQuery = {
  queryKey: [TASKS, 'actions'],
  queryFn: () => api.get<TaskAction[]>(`${TASKS}/actions`),
  staleTime: Number.POSITIVE_INFINITY,
}

export interface LogQuery {
  id: number
  status?: 0 | 1
  page: number
  size: number
}

/** One page of a task's runs, newest first, of one status when given. */
export const logQuery = (q: LogQuery) => ({
  queryKey: [TASKS, 'log', q],
  queryFn: () => api.get<Page<TaskLog>>(`${TASKS}/log`, { ...q }),
})

/** A cron expression read aloud and its next fire times; a bad one fails with the server's reason. */
export const cronQuery = (cron: string) => ({
  queryKey: [TASKS, 'cron', cron],
  queryFn: () => api.get<CronPreview>(`${TASKS}/cron`, { cron }),
  enabled: cron.length > 0,
  retry: false,
  staleTime: 60_000,
  // the form shows the reason under the field: no toast
  meta: { silent: true },
})

export type { TaskInfo }
