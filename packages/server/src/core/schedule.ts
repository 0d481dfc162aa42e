import { Cron } from 'croner'

/** When a job fires: a 6-field cron expression (seconds first), or a fixed interval in seconds. */
export type Schedule = { cron: string; everySeconds?: undefined } | { everySeconds: number; cron?: undefined }

/** missed slots older than this are skipped: a server that was down runs a job once, not once per missed slot */
const CATCH_UP_MS = 60_000

/** Checks a schedule; throws an error naming the mistake. `timeZone` defaults to the process's (`TZ`). */
export function checkSchedule(schedule: Schedule, timeZone?: string): void {
  if (schedule.cron !== undefined) {
    if (schedule.cron.trim().split(/\s+/).length !== 6) {
      throw new Error(`cron "${schedule.cron}" needs 6 fields, seconds first (e.g. "0 30 2 * * *")`)
    }
    if (!new Cron(schedule.cron, { timezone: timeZone }).nextRun()) {
      throw new Error(`cron "${schedule.cron}" never fires`)
    }
  } else if (!Number.isInteger(schedule.everySeconds) || schedule.everySeconds < 1) {
    throw new Error(`everySeconds must be a whole number ≥ 1, not ${schedule.everySeconds}`)
  }
}

/**
 * The slot after `slot` (or the first one after `now` when there is none yet), skipping the slots
 * missed by more than a minute. Interval slots are whole multiples of the interval since the epoch.
 */
export function nextSlot(schedule: Schedule, now: Date, slot?: Date, timeZone?: string): Date | null {
  const from = new Date(Math.max(slot?.getTime() ?? now.getTime(), now.getTime() - CATCH_UP_MS))
  if (schedule.cron !== undefined) return new Cron(schedule.cron, { timezone: timeZone }).nextRun(from)
  const step = schedule.everySeconds * 1000
  return new Date((Math.floor(from.getTime() / step) + 1) * step)
}
