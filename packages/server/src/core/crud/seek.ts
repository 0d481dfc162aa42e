import type { Entity } from '@backroom/contract'
import { type SqlBool, sql } from 'kysely'
import type { CompiledShapes } from '../db/compiled.ts'
import type { OrderPair, TableQuery } from './query.ts'

type Select = ReturnType<TableQuery['from']>

/** kept filters' seek keys per resource; past this many they start again */
const SEEK_FILTERS_MAX = 1000

/** Sort keys of the rows just before pages, per filter and order, at one write version. */
export type SeekKeys = Map<string, { version: string; before: Map<number, unknown[]> }>

/**
 * The ids of deep pages of one filter and order, found by keyset: the sort key of the row just
 * before a page is kept (per filter and order, until the next write to the table), and a later
 * request for that page, or one further on, seeks past it through the order's index instead of
 * walking the offset from the start. Only for an order of the table's own non-null columns in one
 * direction (the ones Resource.indexes serves): `Seeker.of` answers undefined for any other.
 */
export class Seeker {
  private readonly refs: string[]
  /** what decides the text of the seek queries: the filter's SQL and the order */
  private readonly shape: string
  /** where this filter's keys are kept: the shape and the filter's values */
  private readonly keysAt: string

  private constructor(
    private readonly shapes: CompiledShapes,
    private readonly kept: SeekKeys,
    private readonly pairs: OrderPair[],
    private readonly base: Select,
    private readonly filter: { sql: string; parameters: readonly unknown[] },
  ) {
    this.refs = pairs.map(([ref]) => ref)
    this.shape = `${filter.sql}\n${this.refs.join()} ${pairs[0][1]}`
    this.keysAt = `${this.shape}\n${JSON.stringify(filter.parameters)}`
  }

  static of(
    query: TableQuery,
    entity: Entity,
    shapes: CompiledShapes,
    kept: SeekKeys,
    where: (q: Select) => Select,
    pairs: OrderPair[],
  ): Seeker | undefined {
    const cols = entity.columns as Record<string, { meta: { nullable?: boolean } }>
    const column = (ref: string) => ref.slice(2)
    const dir = pairs[0][1]
    const seekable = pairs.every(
      ([ref, d]) =>
        ref.startsWith('a.') &&
        d === dir &&
        (column(ref) === 'id' || (cols[column(ref)] && !cols[column(ref)].meta.nullable)),
    )
    if (!seekable) return undefined
    const base = where(query.from(false))
    return new Seeker(shapes, kept, pairs, base, base.select('a.id').compile())
  }

  /** The ids of the page of `size` rows at `offset`, at the tables' write `version` (undefined: none kept). */
  async ids(offset: number, size: number, version: string | undefined): Promise<number[] | undefined> {
    const { refs, filter, shape } = this
    let keys = this.kept.get(this.keysAt)
    if (version === undefined) keys = { version: '', before: new Map() }
    else if (keys?.version !== version) {
      if (this.kept.size >= SEEK_FILTERS_MAX) this.kept.clear()
      keys = { version, before: new Map() }
      this.kept.set(this.keysAt, keys)
    }
    // the nearest known key at or before the row just before this page
    let from = 0
    for (const at of keys.before.keys()) if (at <= offset && at > from) from = at
    const after = keys.before.get(from)
    // one row more in front: the key just before this page, kept for the next request
    const skip = offset - from
    const limit = size + (skip > 0 ? 1 : 0)
    const start = Math.max(skip - 1, 0)
    const rows = after
      ? await this.past(after, start, limit)
      : await this.shapes.rows(`${shape}\nwalk`, [...filter.parameters, limit, start], () =>
          this.ordered(this.selected()).limit(limit).offset(start),
        )
    const key = (row: Record<string, unknown>) => refs.map((_, i) => row[`k${i}`])
    const page = skip > 0 ? rows.slice(1) : rows
    if (skip > 0 && rows.length) keys.before.set(offset, key(rows[0]))
    if (page.length === size) keys.before.set(offset + size, key(page[page.length - 1]))
    const idAt = refs.indexOf('a.id')
    return page.length ? page.map((r) => Number(r[`k${idAt}`])) : undefined
  }

  /**
   * `limit` rows from the `start`th past the key, in two seeks, each on the whole of its index
   * range (SQLite seeks a row value only on the columns before the row id): the rows tied with the
   * key on all but its last column, then those past it on those columns. Each query is compiled
   * once per filter, order and form (see CompiledShapes).
   */
  private async past(after: unknown[], start: number, limit: number) {
    const { refs, filter, shape } = this
    const past = sql.raw(this.pairs[0][1] === 'asc' ? '>' : '<')
    const last = refs.length - 1
    const tied = await this.shapes.rows(
      `${shape}\ntied`,
      [...filter.parameters, ...after, start + limit],
      () =>
        this.ordered(
          this.selected().where((eb) =>
            eb.and([
              ...refs.slice(0, last).map((r, i) => eb(r, '=', after[i])),
              sql<SqlBool>`${sql.ref(refs[last])} ${past} ${after[last]}`,
            ]),
          ),
        ).limit(start + limit),
    )
    const rows = tied.slice(start)
    if (last === 0 || rows.length >= limit) return rows
    const [more, skipped] = [limit - rows.length, Math.max(start - tied.length, 0)]
    const beyond = await this.shapes.rows(
      `${shape}\nbeyond`,
      [...filter.parameters, ...after.slice(0, last), more, skipped],
      () =>
        this.ordered(
          this.selected().where(
            sql<SqlBool>`(${sql.join(refs.slice(0, last).map((r) => sql.ref(r)))}) ${past} (${sql.join(after.slice(0, last))})`,
          ),
        )
          .limit(more)
          .offset(skipped),
    )
    return [...rows, ...beyond]
  }

  /** The filtered table with the order's columns as `k0`, `k1`… */
  private selected() {
    return this.base.select(this.refs.map((r, i) => `${r} as k${i}`))
  }

  private ordered(s: Select) {
    let out = s
    for (const [ref, d] of this.pairs) out = out.orderBy(ref, d)
    return out
  }
}
