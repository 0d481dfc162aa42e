import { z } from 'zod'

export const INT32_MAX = 2_147_483_647
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

/**
 * A number as JSON sends it, or as decimal text (query strings, older clients). Nothing else
 * becomes a number: not `true`, `[1]`, `""` or `null`, which a plain coercion would accept.
 */
export const numeric = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v) : v), schema)

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
