import type { ColumnMeta, Entity } from '@backroom/contract'
import { sql } from 'kysely'
import { type Dialect, queryAdapter } from './dialect/query.ts'

export type { Dialect }

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

/** `YYYY-MM-DD HH:mm:ss` in the process time zone (`TZ`). */
export function formatTime(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/**
 * A body's time as stored: ISO 8601 in UTC. A wire time (`YYYY-MM-DD[ HH:mm[:ss]]`) and an ISO time
 * without offset are times of the process time zone (`TZ`); an ISO time with `Z` or an offset is
 * exact. The text has passed the column's schema (`DATE_TIME`).
 */
export function storedTime(value: string): string {
  const text = value.trim()
  if (text.includes('T')) return new Date(text).toISOString()
  const [y, m, d, hh = 0, mm = 0, ss = 0] = (text.match(/\d+/g) ?? []).map(Number)
  return new Date(y, m - 1, d, hh, mm, ss).toISOString()
}

/** A checked decimal text (`"19.90"`, exactly its column's scale) as stored: minor units on SQLite. */
export function storedDecimal(dialect: Dialect, text: string): string | number {
  return queryAdapter(dialect).storedDecimal(text)
}

/**
 * A decimal read from either driver as wire text with `scale` decimals: SQLite gives integer minor
 * units, PostgreSQL `numeric` text. Exact: digits are moved, never computed in floating point.
 */
export function readDecimal(value: unknown, scale: number): string {
  if (typeof value === 'number' || typeof value === 'bigint') {
    const digits = (value < 0 ? -value : value).toString().padStart(scale + 1, '0')
    const whole = digits.slice(0, digits.length - scale)
    return `${value < 0 ? '-' : ''}${whole}${scale ? `.${digits.slice(-scale)}` : ''}`
  }
  const [whole, fraction = ''] = String(value).split('.')
  return scale ? `${whole}.${fraction.padEnd(scale, '0').slice(0, scale)}` : whole
}

/**
 * The sum of a decimal column, exact on both dialects (integer minor units on SQLite, `numeric` on
 * PostgreSQL), 0 over no rows: read the result with `readDecimal(value, scale)`.
 */
export const sumDecimal = (column: string) => sql<number | string>`coalesce(sum(${sql.ref(column)}), 0)`

/** A checked body value of a column as its driver takes it (times in UTC, decimals in stored units). */
export function writeColumn(dialect: Dialect, meta: ColumnMeta, value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (meta.kind === 'datetime') return storedTime(value)
  if (meta.kind === 'decimal') return storedDecimal(dialect, value)
  return value
}

/** The stored form of "now": an ISO UTC string that sorts as text on SQLite and parses on PostgreSQL. */
export const nowIso = () => new Date().toISOString()

/** One value read from either driver, made into its wire form. */
export function readValue(meta: ColumnMeta, value: unknown): unknown {
  if (value === null || value === undefined) return null
  switch (meta.kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't'
    case 'int':
      return typeof value === 'number' ? value : Number(value)
    case 'decimal':
      return readDecimal(value, meta.scale ?? 0)
    case 'json':
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value)
      } catch {
        return value
      }
    case 'datetime':
      return formatTime(value as string | Date)
    default:
      return value
  }
}

/** Normalises a row of an entity's table: wire types, and no secret columns. */
export function readRow<T = Record<string, unknown>>(entity: Entity, row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {}
  const columns = entity.columns as Record<string, { meta: ColumnMeta }>
  for (const key in row) {
    const column = columns[key]
    if (!column) {
      out[key] = row[key]
      continue
    }
    if (column.meta.secret) continue
    out[key] = readValue(column.meta, row[key])
  }
  return out as T
}

/**
 * A row as stored, for the recycle bin: raw values, secrets included, so that a restore is exact.
 * Dates become ISO strings; with the entity known, booleans and JSON get their wire form too.
 */
export function rawRow(entity: Entity | undefined, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const columns = (entity?.columns ?? {}) as Record<string, { meta: ColumnMeta }>
  for (const key in row) {
    const meta = columns[key]?.meta
    const v = row[key]
    if (v instanceof Date) out[key] = v.toISOString()
    else if (v != null && (meta?.kind === 'boolean' || meta?.kind === 'json')) out[key] = readValue(meta, v)
    else out[key] = v
  }
  return out
}

/** A value ready for a driver: the engine writes JSON as text and booleans as 1/0 on SQLite. */
export function writeValue(dialect: Dialect, value: unknown): unknown {
  if (value === undefined) return null
  if (typeof value === 'boolean') return queryAdapter(dialect).storedBoolean(value)
  if (value instanceof Date) return value.toISOString()
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return JSON.stringify(value)
  return value
}

/** Escapes `%`, `_` and the escape character itself for `LIKE ... ESCAPE '\'`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
