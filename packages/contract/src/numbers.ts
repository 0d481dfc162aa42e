import { z } from 'zod'

export const INT32_MAX = 2_147_483_647
/** Decimal text: digits, an optional minus and fraction; no spaces, `+`, exponent or other radix. */
const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * A number as JSON sends it, or as its decimal text (query strings, multipart fields, imports,
 * older clients). Nothing else becomes a number: not `true`, `[1]`, `""`, `" 1"`, `"1e3"` or
 * `null`, which a plain coercion would accept. Every number of the contract is read through here.
 */
export const numeric = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), schema)

/** A whole number that fits the databases' `int` column. */
export const Int32 = numeric(
  z
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX),
)

/** A row id: a positive `int`. */
export const Id = numeric(z.int().min(1).max(INT32_MAX))

/** A whole number between `min` and `max`. */
export const intBetween = (min: number, max: number) => numeric(z.int().min(min).max(max))
