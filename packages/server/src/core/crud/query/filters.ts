import type { ColumnMeta } from '@backroom/contract'
import type { Expression, SqlBool } from 'kysely'
import type { z } from 'zod'
import type { Dialect, QueryAdapter } from '../../db/dialect/query.ts'
import { likePattern, storedTime, writeColumn } from '../../db/wire.ts'
import { fail, InvalidInput } from '../../http/errors.ts'
import type { AnyEb } from '../scope.ts'
import type { Declaration, Param } from './declaration.ts'

/** A condition on the main table `a` and its joins. */
export type Condition = (eb: AnyEb) => Expression<SqlBool>

/** An equality filter on a column the postings carry, with its values as stored. */
export interface CarriedFilter {
  column: string
  values: unknown[]
}

export const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

/** A request's keyword, trimmed; undefined when it has none. */
export const keyWordOf = (query: Record<string, unknown>) =>
  isEmpty(query.keyWord) ? undefined : String(query.keyWord).trim() || undefined

/** `ref` contains `text`, ASCII letters of either case alike. */
export const contains = (adapter: QueryAdapter, eb: AnyEb, ref: string, text: string) =>
  adapter.like(eb.ref(ref), likePattern(text))

/**
 * The request's equality, text and range filters as conditions, each value checked before any
 * query is built; `carried`: the equality filters the postings carry, their values as stored.
 */
export function filterConditions(
  d: Declaration,
  dialect: Dialect,
  adapter: QueryAdapter,
  query: Record<string, unknown>,
): { parts: Condition[]; carried: CarriedFilter[] } {
  const parts: Condition[] = []
  const carried: CarriedFilter[] = []
  for (const p of d.eq) {
    const v = query[p.param]
    if (isEmpty(v)) continue
    const values = filterValues(p, v).map((x) => (p.meta ? writeColumn(dialect, p.meta, x) : x))
    parts.push((eb) => (Array.isArray(v) ? eb(p.ref, 'in', values) : eb(p.ref, '=', values[0])))
    if (d.carried.includes(p.ref.slice(2))) carried.push({ column: p.ref.slice(2), values })
  }
  for (const { ref, param } of d.like) {
    const v = query[param]
    if (isEmpty(v)) continue
    if (!isScalar(v)) throw fail('invalid', { detail: param })
    parts.push((eb) => contains(adapter, eb, ref, String(v)))
  }
  for (const p of d.range) {
    const v = query[p.param]
    if (isEmpty(v)) continue
    const { from, to } = rangeValues(dialect, p, v)
    if (from !== undefined) parts.push((eb) => eb(p.ref, '>=', from))
    if (to !== undefined) parts.push((eb) => eb(p.ref, to.exclusive ? '<' : '<=', to.value))
  }
  return { parts, carried }
}

const MAX_FILTER_VALUES = 1000

/**
 * An equality filter's values, each checked against its column's schema before any query is
 * built: `status: "abc"` or `departmentIds: [1.5]` is a 1001, never a database error.
 */
function filterValues({ param, schema }: Param, value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : [value]
  const issues: z.core.$ZodIssue[] = []
  const out = list.map((v, i) => {
    const path = Array.isArray(value) ? [param, i] : [param]
    if (!isScalar(v)) issues.push({ code: 'custom', path, message: 'scalar', input: v })
    if (!isScalar(v) || !schema) return v
    const parsed = schema.safeParse(v)
    if (!parsed.success)
      issues.push(...parsed.error.issues.map((x) => ({ ...x, path: [...path, ...x.path] })))
    return parsed.data
  })
  if (list.length > MAX_FILTER_VALUES)
    issues.push({
      code: 'too_big',
      origin: 'array',
      maximum: MAX_FILTER_VALUES,
      path: [param],
      message: '',
      input: value,
    })
  if (issues.length) throw new InvalidInput(issues)
  return out
}

/**
 * A range filter's ends, checked against the column's schema and in their stored form: `[from, to]`,
 * either end null or empty for an open range, `from` not after `to`. A `to` in the wire format takes
 * in the whole day, minute or second it names (in `TZ`): `[day, day]` is that day, and a row shown
 * at `10:00:05` is within `[…, '… 10:00:05']`.
 */
function rangeValues(dialect: Dialect, p: Param, value: unknown) {
  const issue = (message: string, path: PropertyKey[] = []): never => {
    throw new InvalidInput([{ code: 'custom', path: [p.param, ...path], message, input: value }])
  }
  if (!Array.isArray(value) || value.length !== 2) return issue('range')
  const [from, to] = value.map((end, i) => {
    if (isEmpty(end)) return undefined
    if (!isScalar(end) || !p.schema) return issue('scalar', [i])
    const parsed = p.schema.safeParse(end)
    if (!parsed.success)
      throw new InvalidInput(parsed.error.issues.map((x) => ({ ...x, path: [p.param, i, ...x.path] })))
    return parsed.data as string | number
  })
  const isDatetime = p.meta?.kind === 'datetime'
  const order = (v: string | number) => (isDatetime ? storedTime(String(v)) : Number(v))
  if (from !== undefined && to !== undefined && order(from) > order(to)) issue('from after to')
  const stored = (v: string | number) => writeColumn(dialect, p.meta as ColumnMeta, v)
  let end: { value: unknown; exclusive: boolean } | undefined
  if (to !== undefined && isDatetime && !String(to).includes('T')) {
    // a wire time names a whole day, minute or second, as the console shows it: up to the next one
    const parts = (String(to).match(/\d+/g) ?? []).map(Number)
    parts[parts.length - 1] += 1
    const [y, m, d, hh = 0, mi = 0, ss = 0] = parts
    end = { value: new Date(y, m - 1, d, hh, mi, ss).toISOString(), exclusive: true }
  } else if (to !== undefined) end = { value: stored(to), exclusive: false }
  return { from: from === undefined ? undefined : stored(from), to: end }
}
