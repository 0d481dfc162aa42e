import { type Compilable, CompiledQuery, type Kysely } from 'kysely'

/** shapes kept per owner; past this many the cache starts again */
const MAX_SHAPES = 1000

/**
 * Queries compiled once per shape, then run again with each request's parameters: building a
 * small query through Kysely costs about as much CPU as running it. The caller names the shape
 * (what decides the SQL text) and the parameters it expects, in order; the SQL is kept only if
 * the compiled query's parameters are exactly those, and built each time otherwise.
 */
export class CompiledShapes {
  private readonly texts = new Map<string, string | null>()

  // biome-ignore lint/suspicious/noExplicitAny: any database the queries are built on
  constructor(private readonly db: Kysely<any>) {}

  /** `on`: the database or transaction to run it on (by default the one given at construction) */
  async rows<R>(
    shape: string,
    parameters: readonly unknown[],
    build: () => Compilable<R>,
    // biome-ignore lint/suspicious/noExplicitAny: any database the queries are built on
    on: Kysely<any> = this.db,
  ): Promise<R[]> {
    const text = this.texts.get(shape)
    if (text)
      return (await on.executeQuery(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>)).rows
    const compiled = build().compile()
    if (text === undefined) {
      if (this.texts.size >= MAX_SHAPES) this.texts.clear()
      const same =
        compiled.parameters.length === parameters.length &&
        compiled.parameters.every((p, i) => p === parameters[i])
      this.texts.set(shape, same ? compiled.sql : null)
    }
    return (await on.executeQuery(compiled)).rows
  }
}

/**
 * A query over a list of ids (the rows on a page), compiled once per list length: its parameters
 * must be the ids alone, in order (see CompiledShapes).
 */
export function queryByIds<R>(
  // biome-ignore lint/suspicious/noExplicitAny: any database the query is built on
  db: Kysely<any>,
  build: (ids: readonly number[]) => Compilable<R>,
): (ids: readonly number[]) => Promise<R[]> {
  const shapes = new CompiledShapes(db)
  return (ids) => shapes.rows(String(ids.length), ids, () => build(ids))
}
