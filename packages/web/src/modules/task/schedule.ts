import type { TaskInfo } from '@backroom/contract'

/** The interval as the form shows it (whole seconds) from the wire's milliseconds. */
export const secondsOf = (ms: number | null | undefined): number | null =>
  ms === null || ms === undefined ? null : Math.round(ms / 1000)

/** The interval as the wire takes it (milliseconds) from the form's seconds. */
export const msOf = (seconds: number | null | undefined): number | null =>
  seconds === null || seconds === undefined ? null : Math.round(seconds * 1000)

/** When a task runs: its cron expression, or every so many seconds. */
export type Rule = { cron: string } | { seconds: number }

export function ruleOf(task: Pick<TaskInfo, 'taskType' | 'cron' | 'every'>): Rule {
  if (task.taskType === 1) return { seconds: secondsOf(task.every) ?? 0 }
  return { cron: task.cron ?? '' }
}
