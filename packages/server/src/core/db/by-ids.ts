import { type Compilable, CompiledQuery, type Kysely } from 'kysely'

/** the longest id list kept compiled (a page holds at most a few hundred rows) */
const MAX_IDS = 1000

/**
 * A query over a list of ids (the rows on a page), built and compiled once per list length and
 * then run with each list's ids: building a small query through Kysely costs about as much CPU as
 * running it. Its parameters must be the ids alone, in order; a query with others is built each
 * time.
 */
export function queryByIds<R>(
  // biome-ignore lint/suspicious/noExplicitAny: any database the query is built on
  db: Kysely<any>,
  build: (ids: readonly number[]) => Compilable<R>,
): (ids: readonly number[]) => Promise<R[]> {
  const texts = new Map<number, string | null>()
  return async (ids) => {
    const text = texts.get(ids.length)
    if (text) return (await db.executeQuery(CompiledQuery.raw(text, [...ids]) as CompiledQuery<R>)).rows
    const compiled = build(ids).compile()
    if (text === undefined && ids.length <= MAX_IDS) {
      const idsAlone =
        compiled.parameters.length === ids.length && compiled.parameters.every((p, i) => p === ids[i])
      texts.set(ids.length, idsAlone ? compiled.sql : null)
    }
    return (await db.executeQuery(compiled)).rows
  }
}
