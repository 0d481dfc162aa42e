import type { Language } from '@backroom/contract'
import { Cron } from 'croner'
import cronstrue from 'cronstrue/i18n.js'
import { fail, formatTime } from '../../platform.ts'
import { cronFieldNames, messages } from './messages.ts'

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']

/** Each field's range, names, and the specials croner knows there (last day, weekday, nth weekday). */
const FIELDS: { min: number; max: number; names?: string[]; special?: RegExp }[] = [
  { min: 0, max: 59 },
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31, special: /^(\?|L|LW|\d{1,2}W)$/ },
  { min: 1, max: 12, names: MONTHS },
  { min: 0, max: 7, names: DAYS, special: /^(\?|[0-7]L|[0-7]#[1-5])$/ },
]

const PART = /^(\*|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?)(?:\/(\d+))?$/

/**
 * Checks a 6-field cron expression (seconds first) and refuses it with the reason in the caller's
 * language (1001): the wrong number of fields, a part not understood, a value out of its field's
 * range, an expression that never fires. The parser's own English never reaches the caller.
 */
export function checkCron(cron: string, timeZone?: string): void {
  const fields = cron.trim().split(/\s+/)
  if (fields.length !== 6) throw fail(messages.cronFields)
  fields.forEach((text, i) => {
    const spec = FIELDS[i]
    const field = cronFieldNames[i]
    for (const part of text.split(',')) {
      if (spec.special?.test(part.toUpperCase())) continue
      const m = PART.exec(part)
      if (!m) throw fail(messages.cronPart, { field, part })
      const [, range, step] = m
      if (step !== undefined && Number(step) < 1) throw fail(messages.cronPart, { field, part })
      if (range === '*') continue
      for (const v of range.split('-')) {
        const named = spec.names?.indexOf(v.toUpperCase()) ?? -1
        const value = named >= 0 ? named + (spec.min === 1 ? 1 : 0) : /^\d+$/.test(v) ? Number(v) : Number.NaN
        if (Number.isNaN(value)) throw fail(messages.cronPart, { field, part })
        if (value < spec.min || value > spec.max)
          throw fail(messages.cronRange, { field, value: v, min: spec.min, max: spec.max })
      }
    }
  })
  let fires: Date | null
  try {
    fires = new Cron(cron, { timezone: timeZone }).nextRun()
  } catch {
    throw fail(messages.cronPart, { field: cronFieldNames[0], part: cron })
  }
  if (!fires) throw fail(messages.cronNever)
}

const LOCALES: Record<Language, string> = { 'zh-cn': 'zh_CN', 'zh-tw': 'zh_TW', en: 'en' }

/** A checked cron expression read aloud in `lang`, and its next `count` fire times in the server's `TZ`. */
export function previewCron(cron: string, lang: Language, timeZone?: string, count = 5) {
  checkCron(cron, timeZone)
  const description = cronstrue.toString(cron, {
    locale: LOCALES[lang],
    use24HourTimeFormat: true,
    throwExceptionOnParseError: false,
  })
  const next = new Cron(cron, { timezone: timeZone }).nextRuns(count).map((d) => formatTime(d))
  return { description, next }
}
