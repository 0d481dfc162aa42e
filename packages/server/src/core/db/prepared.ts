import type pg from 'pg'

/**
 * What each statement text is sent as, once tested: its name (process-wide, so that a name always
 * stands for one text), or null for unnamed, so that a text is tested once, not at every call
 */
const names = new Map<string, string | null>()
let named = 0
/** past this many names, new texts go unnamed: every connection keeps each one it prepared */
const NAMED_MAX = 2000
/** the unnamed texts remembered as such, at most (keyword statements vary with their values) */
const KNOWN_MAX = 10_000
/** a statement that reads or writes rows; schema changes and settings stay unnamed */
const DATA = /^\s*(select|insert|update|delete|with)\b/i
/**
 * A keyword's statements (postings, repeated values, `LIKE`): their best plan depends on how
 * common the keyword is, so PostgreSQL plans them for their values every time (unnamed).
 */
const KEYWORD = /_v?gram|like\b/i
/**
 * A statement that returns every column (`*`): prepared, it would fail once another instance's
 * migration added a column ("cached plan must not change result type"), until this one restarts.
 */
const EVERY_COLUMN = /\b(select|returning)\s+\*|\.\*/i

const preparable = (text: string) => DATA.test(text) && !KEYWORD.test(text) && !EVERY_COLUMN.test(text)

type Query = (...args: unknown[]) => unknown

/**
 * Sends a connection's data statements as named prepared statements once `active()` says so (after
 * start-up, whose schema changes could alter what a prepared statement returns): PostgreSQL then
 * parses each of the server's few hundred statement shapes once per connection instead of at every
 * call, and plans one whose plan does not depend on its values once.
 */
export function prepareStatements(client: pg.PoolClient, active: () => boolean) {
  const query = client.query.bind(client) as Query
  ;(client as unknown as { query: Query }).query = (text, values, callback) => {
    const name = active() && typeof text === 'string' && Array.isArray(values) ? nameOf(text) : undefined
    return name ? query({ name, text, values }, callback) : query(text, values, callback)
  }
}

/** A text's name: the one it was given, else a new one if it may be prepared and names are left. */
function nameOf(text: string): string | undefined {
  const known = names.get(text)
  if (known !== undefined) return known ?? undefined
  const name = named < NAMED_MAX && preparable(text) ? `backroom_${named++}` : null
  if (name || names.size < KNOWN_MAX) names.set(text, name)
  return name ?? undefined
}
