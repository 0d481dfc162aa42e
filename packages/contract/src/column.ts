import { z } from 'zod'
import { PHONE_MAX } from './limits.ts'
import { Int32, intBetween } from './numbers.ts'

/** Storage kinds the engine knows how to write and read identically on every dialect. */
export type ColumnKind = 'int' | 'string' | 'text' | 'boolean' | 'decimal' | 'json' | 'datetime'

export interface ColumnMeta {
  kind: ColumnKind
  comment: string
  length?: number
  scale?: number
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

/** One column: its zod input schema (lenient, coercing) plus the metadata EPS and the engine read. */
export class Column<S extends z.ZodType = z.ZodType, Optional extends boolean = boolean> {
  declare readonly optionalOnAdd: Optional
  constructor(
    readonly schema: S,
    readonly meta: ColumnMeta,
  ) {}

  nullable(): Column<z.ZodNullable<S>, true> {
    return new Column(this.schema.nullable(), { ...this.meta, nullable: true })
  }

  default(value: z.output<S>): Column<S, true> {
    return new Column(this.schema, { ...this.meta, defaultValue: value })
  }

  with(meta: Partial<ColumnMeta>): Column<S, Optional> {
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

export const col = {
  int: (comment: string) => new Column<typeof Int32, false>(Int32, { kind: 'int', comment }),
  /** An int whose values are the positions of its labels (`['禁用', '启用']` → 0 or 1); nothing else passes. */
  choice: (comment: string, labels: string[]) =>
    new Column<Choice, false>(intBetween(0, labels.length - 1), { kind: 'int', comment, dict: labels }),
  string: (length: number, comment: string) =>
    new Column<ReturnType<typeof trimmed>, false>(trimmed(length), { kind: 'string', comment, length }),
  /** A phone number: digits, spaces, `+` and `-`. */
  phone: (comment: string) =>
    new Column<typeof phone, false>(phone, { kind: 'string', comment, length: PHONE_MAX }),
  email: (length: number, comment: string) =>
    new Column<ReturnType<typeof email>, false>(email(length), { kind: 'string', comment, length }),
  /** A sort number: a whole number from 0, as the console's drag-to-order writes it. */
  order: (comment: string) => new Column<Choice, false>(intBetween(0, 1_000_000), { kind: 'int', comment }),
  text: (comment: string) => new Column<z.ZodString, false>(z.string(), { kind: 'text', comment }),
  boolean: (comment: string) =>
    new Column<typeof booleanInput, false>(booleanInput, { kind: 'boolean', comment }),
  /** Decimals travel as strings so that no client rounds money. */
  decimal: (precision: number, scale: number, comment: string) => {
    const limit = 10 ** (precision - scale)
    const schema = z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/),
      ])
      .transform((v) => Number(v))
      .refine((v) => Math.abs(v) < limit, { message: `|value| < ${limit}` })
      .transform((v) => v.toFixed(scale))
    return new Column<typeof schema, false>(schema, { kind: 'decimal', comment, length: precision, scale })
  },
  json: <S extends z.ZodType>(schema: S, comment: string) =>
    new Column<S, false>(schema, { kind: 'json', comment }),
  datetime: (comment: string) => {
    const schema = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/)
    return new Column<typeof schema, false>(schema, { kind: 'datetime', comment })
  },
}
