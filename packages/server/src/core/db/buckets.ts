import type { RawBuilder } from 'kysely'
import { type BucketUnit, type Dialect, queryAdapter } from './dialect/query.ts'

export { SQLITE_BUCKET_FUNCTION } from './dialect/sqlite/query.ts'
export type { BucketUnit }

/** The process time zone (`TZ`, else the system's). */
export const processTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const UNITS: Record<BucketUnit, true> = { day: true, week: true, month: true, year: true }
const dayParts = new Map<string, Intl.DateTimeFormat>()
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * The key of the bucket holding the instant `iso` in `timeZone`: `2026-03-29` for a day, the date of
 * its Monday for a week (ISO weeks), `2026-03` for a month, `2026` for a year.
 */
export function bucketKey(unit: BucketUnit, timeZone: string, iso: string): string {
  let format = dayParts.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    dayParts.set(timeZone, format)
  }
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
    Number(parts.find((p) => p.type === type)?.value)
  const parts = format.formatToParts(new Date(iso))
  const [y, m, d] = [part('year', parts), part('month', parts), part('day', parts)]
  if (unit === 'year') return pad(y, 4)
  if (unit === 'month') return `${pad(y, 4)}-${pad(m)}`
  const date = new Date(Date.UTC(y, m - 1, d))
  if (unit === 'week') date.setUTCDate(d - ((date.getUTCDay() + 6) % 7))
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/**
 * An expression giving the bucket key (see bucketKey) of a time column, in `timeZone` (default
 * `TZ`), for `select` and `group by`: identical keys on SQLite and PostgreSQL, daylight-saving
 * changes and year boundaries included. For example
 * `db.selectFrom('t').select([dateBucket(d, 'createTime', 'month').as('m'), count]).groupBy('m')`.
 */
export function dateBucket(
  dialect: Dialect,
  column: string,
  unit: BucketUnit,
  timeZone = processTimeZone(),
): RawBuilder<string> {
  if (!(unit in UNITS)) throw new Error(`Unknown bucket unit ${unit}`)
  // checked, then written into the SQL: PostgreSQL groups by an expression only when its text is the same
  new Intl.DateTimeFormat('en-US', { timeZone })
  return queryAdapter(dialect).dateBucket(unit, timeZone, column)
}
