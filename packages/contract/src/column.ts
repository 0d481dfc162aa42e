import { z } from 'zod'
import { PHONE_MAX } from './limits.ts'
import { INT32_MAX, Int32, intBetween, numeric } from './numbers.ts'

/** Storage kinds the engine knows how to write and read identically on every dialect. */
export type ColumnKind = 'int' | 'string' | 'text' | 'boolean' | 'decimal' | 'json' | 'datetime'

export interface ColumnMeta {
  kind: ColumnKind
  comment: string
  length?: number
  scale?: number
  /** an `int` of 64 bits (`bigint`): totals that outgrow 32 bits, such as byte counts */
  big?: boolean
  nullable?: boolean
  defaultValue?: unknown
  /** labels indexed by value (`['禁用','启用']`) or a dictionary type key */
  dict?: string[] | string
  unique?: boolean
  /** never sent to a client (password hashes) */
  secret?: boolean
  /** written by the server only: ignored in add/update bodies */
  serverOnly?: boolean
}

/**
 * One column: its zod input schema (lenient, coercing) plus the metadata EPS and the engine read.
 * `Kind` is `meta.kind` as a type, from which the server types its database rows.
 */
export class Column<
  S extends z.ZodType = z.ZodType,
  Optional extends boolean = boolean,
  Kind extends ColumnKind = ColumnKind,
> {
  declare readonly optionalOnAdd: Optional
  constructor(
    readonly schema: S,
    readonly meta: ColumnMeta & { kind: Kind },
  ) {}

  nullable(): Column<z.ZodNullable<S>, true, Kind> {
    return new Column(this.schema.nullable(), { ...this.meta, nullable: true })
  }

  default(value: z.output<S>): Column<S, true, Kind> {
    return new Column(this.schema, { ...this.meta, defaultValue: value })
  }

  with(meta: Partial<Omit<ColumnMeta, 'kind'>>): Column<S, Optional, Kind> {
    return new Column(this.schema, { ...this.meta, ...meta })
  }
}

const trimmed = (max: number) => z.string().trim().max(max)
/** the issue messages name the rule, so that a form can say which one failed */
const phone = trimmed(PHONE_MAX).regex(/^[\d +-]*$/, 'phone')
const email = (max: number) => trimmed(max).regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email')

/** Booleans arrive as true/false from our console and as 0/1 from older clients. */
const booleanInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1)

type Choice = ReturnType<typeof intBetween>
const bigInt = () => numeric(z.int())

export const col = {
  int: (comment: string) => new Column<typeof Int32, false, 'int'>(Int32, { kind: 'int', comment }),
  /** A whole number past 32 bits (stored as `bigint`), up to 2^53 - 1. */
  bigint: (comment: string) =>
    new Column<ReturnType<typeof bigInt>, false, 'int'>(bigInt(), { kind: 'int', comment, big: true }),
  /** An int whose values are the positions of its labels (`['禁用', '启用']` → 0 or 1); nothing else passes. */
  choice: (comment: string, labels: string[]) =>
    new Column<Choice, false, 'int'>(intBetween(0, labels.length - 1), {
      kind: 'int',
      comment,
      dict: labels,
    }),
  string: (length: number, comment: string) =>
    new Column<ReturnType<typeof trimmed>, false, 'string'>(trimmed(length), {
      kind: 'string',
      comment,
      length,
    }),
  /** A phone number: digits, spaces, `+` and `-`. */
  phone: (comment: string) =>
    new Column<typeof phone, false, 'string'>(phone, { kind: 'string', comment, length: PHONE_MAX }),
  email: (length: number, comment: string) =>
    new Column<ReturnType<typeof email>, false, 'string'>(email(length), { kind: 'string', comment, length }),
  /** A sort number: a whole number from 0, as the console's drag-to-order writes it. */
  order: (comment: string) =>
    new Column<Choice, false, 'int'>(intBetween(0, 1_000_000), { kind: 'int', comment }),
  /** A shopper's score: a whole number from 1 to 5. */
  score: (comment: string) => new Column<Choice, false, 'int'>(intBetween(1, 5), { kind: 'int', comment }),
  /** A quantity: a whole number from 0 (stock). */
  count: (comment: string) =>
    new Column<Choice, false, 'int'>(intBetween(0, INT32_MAX), { kind: 'int', comment }),
  text: (comment: string) => new Column<z.ZodString, false, 'text'>(z.string(), { kind: 'text', comment }),
  boolean: (comment: string) =>
    new Column<typeof booleanInput, false, 'boolean'>(booleanInput, { kind: 'boolean', comment }),
  /**
   * Money and other exact amounts: read and written as strings with their scale (`"19.90"`), a body
   * may send a number or such a string. Never a binary float on the way: the text is checked, not
   * computed. Stored as integer minor units on SQLite, `numeric` on PostgreSQL.
   */
  decimal: (precision: number, scale: number, comment: string, options: { unsigned?: boolean } = {}) => {
    if (precision > 15 || scale > precision)
      throw new Error(`decimal(${precision},${scale}): at most 15 digits`)
    const schema = z
      .union([z.number().refine(Number.isFinite).transform(String), z.string().trim()])
      .transform((v, ctx) => {
        const fixed = decimalText(v, precision, scale)
        if (fixed === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `decimal(${precision},${scale})`,
            params: { precision, scale },
          })
          return z.NEVER
        }
        if (options.unsigned && fixed.startsWith('-')) {
          ctx.addIssue({
            code: 'too_small',
            origin: 'number',
            minimum: 0,
            inclusive: true,
            input: v,
            message: 'min',
          })
          return z.NEVER
        }
        return fixed
      })
    return new Column<typeof schema, false, 'decimal'>(schema, {
      kind: 'decimal',
      comment,
      length: precision,
      scale,
    })
  },
  json: <S extends z.ZodType>(schema: S, comment: string) =>
    new Column<S, false, 'json'>(schema, { kind: 'json', comment }),
  /** A wire time (`YYYY-MM-DD[ HH:mm[:ss]]`, in the server's `TZ`) or an ISO 8601 time; stored in UTC. */
  datetime: (comment: string) => {
    const schema = z.string().trim().regex(DATE_TIME).refine(isCalendarTime)
    return new Column<typeof schema, false, 'datetime'>(schema, { kind: 'datetime', comment })
  },
}

/** The wire format, or ISO 8601 with `T`, optional fractions and an optional `Z` or offset. */
export const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:(?: \d{2}:\d{2}(?::\d{2})?)|(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?))?$/

/** Whether the date and time parts of a DATE_TIME text exist (no 2026-02-30, no 24:00). */
function isCalendarTime(v: string): boolean {
  const [y, mo, d, h = 0, mi = 0, s = 0] = (v.match(/\d+/g) ?? []).map(Number)
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate()
  const offset = /T.*[+-](\d{2}):?(\d{2})$/.exec(v)
  if (offset && (Number(offset[1]) > 23 || Number(offset[2]) > 59)) return false
  return mo >= 1 && mo <= 12 && d >= 1 && d <= days && h < 24 && mi < 60 && s < 60
}

/**
 * `v` (decimal text such as `19.9`, `-0.5`, `.5`) written with exactly `scale` decimals, or
 * undefined when it is not such a number, has more decimals than `scale` or more whole digits than
 * `precision - scale` allows.
 */
export function decimalText(v: string, precision: number, scale: number): string | undefined {
  const m = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(v)
  if (!m || (m[2] === '' && !m[3])) return undefined
  const whole = m[2].replace(/^0+(?=\d)/, '') || '0'
  const fraction = (m[3] ?? '').replace(/0+$/, '')
  if (fraction.length > scale || (whole === '0' ? 0 : whole.length) > precision - scale) return undefined
  const sign = m[1] === '-' && /[1-9]/.test(whole + fraction) ? '-' : ''
  return `${sign}${whole}${scale ? `.${fraction.padEnd(scale, '0')}` : ''}`
}
