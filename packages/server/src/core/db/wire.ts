import type { ColumnMeta, Entity } from '@backroom/contract'

export type Dialect = 'sqlite' | 'postgres'

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

/** `YYYY-MM-DD HH:mm:ss` in the process time zone (`TZ`). */
export function formatTime(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** Parses a wire time (`YYYY-MM-DD[ HH:mm[:ss]]`, local) into the stored UTC ISO form. */
export function parseWireTime(value: string): string {
  const [date, time = '00:00:00'] = value.trim().split(' ')
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm, ss = 0] = time.split(':').map(Number)
  return new Date(y, m - 1, d, hh, mm, ss).toISOString()
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
      return Number(value).toFixed(meta.scale ?? 2)
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
  if (typeof value === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : value
  if (value instanceof Date) return value.toISOString()
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return JSON.stringify(value)
  return value
}

/** Escapes `%`, `_` and the escape character itself for `LIKE ... ESCAPE '\'`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
