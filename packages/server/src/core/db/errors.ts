/**
 * What a database error means for the caller, whichever driver raised it: bad input that slipped
 * past validation (answered 1001, nothing changed), or a database that cannot be reached (503).
 */
export type DatabaseFault = 'input' | 'unavailable'

/** PostgreSQL data exceptions (class 22) and limits (54000): the value, not the server, is wrong. */
const PG_INPUT = /^(22|54)/
/** PostgreSQL connection exceptions (08), shutdown or start-up (57P0x), too many connections (53300). */
const PG_UNAVAILABLE = /^(08|57P0[1-3]|53300)/
const NET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
])
const SQLITE_INPUT = new Set(['SQLITE_TOOBIG', 'SQLITE_MISMATCH', 'SQLITE_RANGE'])
/** what node-postgres throws without a code when a connection dies or cannot be had */
const PG_LOST =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i

export function databaseFault(error: unknown): DatabaseFault | undefined {
  const e = error as { code?: unknown; message?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : ''
  if (SQLITE_INPUT.has(code)) return 'input'
  if (NET_UNAVAILABLE.has(code)) return 'unavailable'
  if (/^[0-9A-Z]{5}$/.test(code)) {
    if (PG_INPUT.test(code)) return 'input'
    if (PG_UNAVAILABLE.test(code)) return 'unavailable'
    return undefined
  }
  if (typeof e?.message === 'string' && PG_LOST.test(e.message)) return 'unavailable'
  return undefined
}
