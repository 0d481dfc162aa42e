import type { Entity, PageQuery } from '@backroom/contract'
import { type CompiledQuery, type SqlBool, sql } from 'kysely'
import type { z } from 'zod'
import type { Admin } from '../auth/access.ts'
import { CompiledShapes } from '../db/compiled.ts'
import type { DynamicDb } from '../db/index.ts'
import type { TableQuery } from './query.ts'
import { scopeKey } from './scope.ts'

const MAX_EXPORT = 100_000
/** cached page totals per resource; past this many the cache starts again */
const COUNT_CACHE_MAX = 1000
/** from this offset on, a page fetches its ids before its rows */
const DEEP_OFFSET = 500
/** compiled page queries kept per resource; past this many the cache starts again */
const PLAN_CACHE_MAX = 1000

type Select = ReturnType<TableQuery['from']>

/** A page's queries, compiled (see Paging.page). */
interface Plan {
  rows: CompiledQuery
  countQuery: (after?: number) => Select
  /** the count's key in the totals cache; undefined for a count over a join (never kept) */
  countKey?: string
  /** the tables the page reads */
  tables: string[]
}

const keyOf = ({ sql: text, parameters }: CompiledQuery) => `${text}\n${JSON.stringify(parameters)}`

/**
 * The queries behind a resource's page: shallow pages by offset, deep ones by their ids first or
 * by seeking past a known key, and totals cached until the next write to the table.
 */
export class Paging {
  /** page totals by count query, with the write version they were counted at */
  private readonly counts = new Map<
    string,
    { version: string; others: string; rewrites?: number; upTo?: number; total: number }
  >()
  /** per filter and order: the sort key of the row just before a page, by the page's offset */
  private readonly seekKeys = new Map<string, { version: string; before: Map<number, unknown[]> }>()

  constructor(
    private readonly db: DynamicDb,
    private readonly query: TableQuery,
    private readonly entity: Entity,
  ) {
    this.shapes = new CompiledShapes(db)
  }

  /** compiled queries by request and caller's scope, for pages whose SQL follows from them alone */
  private readonly plans = new Map<string, Plan>()
  /** the queries of deep pages, compiled once per filter, order and form */
  private readonly shapes: CompiledShapes
  /** the write-version query of each set of tables a page reads (a resource has a few) */
  private readonly versionQueries = new Map<
    string,
    CompiledQuery<{ table: string; version: string | number; rewrites: number | null }>
  >()

  private get table() {
    return this.entity.table
  }

  /**
   * A page's rows and total. Building and compiling a page's queries costs about as much CPU as
   * running them, so a page whose SQL follows from its request and the caller's scope alone keeps
   * them compiled for the next request with the same body: not a deep page (its seek keys depend
   * on the data), an export, or a keyword that needs lookups (TableQuery.conditions says). Rows
   * and totals are read afresh every time.
   */
  async page(q: z.output<typeof PageQuery>, admin: Admin | undefined) {
    const key = this.planKey(q, admin)
    let plan = key === undefined ? undefined : this.plans.get(key)
    let versions: (() => Promise<Versions | undefined>) | undefined
    if (!plan) {
      const built = await this.queries(q, admin)
      plan = {
        rows: built.rowsQuery.compile(),
        countQuery: built.countQuery,
        countKey: built.countsJoined ? undefined : keyOf(built.countQuery().compile()),
        tables: built.tables,
      }
      versions = built.versions
      if (key !== undefined && built.pure) {
        if (this.plans.size >= PLAN_CACHE_MAX) this.plans.clear()
        this.plans.set(key, plan)
      }
    }
    const { tables, countQuery, countKey } = plan
    let read: Promise<Versions | undefined> | undefined
    versions ??= () => (read ??= this.version(tables))
    const [rows, total] = await Promise.all([
      this.db.executeQuery(plan.rows).then((r) => r.rows as Record<string, unknown>[]),
      countKey === undefined
        ? countQuery()
            .executeTakeFirst()
            .then((c) => Number(c?.total ?? 0))
        : this.total(countKey, countQuery, versions),
    ])
    return { rows, total }
  }

  /** The key a page's compiled queries are kept under; undefined when they are not kept. */
  private planKey(q: z.output<typeof PageQuery>, admin: Admin | undefined) {
    const exporting = q.isExport === true || q.isExport === 'true'
    if (exporting || (q.page - 1) * q.size >= DEEP_OFFSET) return undefined
    const scope = scopeKey(this.query.scope, admin)
    return scope === undefined ? undefined : `${scope}\n${JSON.stringify(q)}`
  }

  /** The two queries of a page, its rows and its total, unexecuted (the query-plan test reads them). */
  async queries(q: z.output<typeof PageQuery>, admin: Admin | undefined) {
    const exporting = q.isExport === true || q.isExport === 'true'
    const indexedPage = !exporting && this.query.postingsOrder(this.pairs(q))
    const { where, usesJoin, tables, keyword, valueCount, pure } = await this.query.conditions(
      q,
      admin,
      indexedPage,
    )
    // read once per request, by whichever of the seek and the total needs it first
    let read: Promise<Versions | undefined> | undefined
    const versions = () => (read ??= this.version(tables))
    const offset = (q.page - 1) * q.size
    let rowsQuery: Select
    const keywordIds = keyword && this.query.keywordPage(keyword, this.pairs(q), q.size, offset)
    if (exporting) {
      const limit =
        q.maxExportLimit && q.maxExportLimit > 0 ? Math.min(q.maxExportLimit, MAX_EXPORT) : MAX_EXPORT
      rowsQuery = this.query
        .orderBy(this.query.selection(where(this.query.from())), q.order, q.sort)
        .limit(limit)
    } else if (keywordIds) {
      // a keyword alone, in the default order: the page's ids come out of the keyword index
      rowsQuery = this.query.orderBy(
        this.query.selection(this.query.from()).where('a.id', 'in', keywordIds),
        q.order,
        q.sort,
      )
    } else if (offset < DEEP_OFFSET) {
      rowsQuery = this.query
        .orderBy(this.query.selection(where(this.query.from())), q.order, q.sort)
        .limit(q.size)
        .offset(offset)
    } else {
      // a deep page: its ids first, from the narrowest index that serves the order, so the offset
      // skips index entries rather than whole rows with their joins; or by seeking past a known key
      const needsJoin = usesJoin || this.query.sortsByJoined(q.order)
      const pageIds =
        (!needsJoin && (await this.seekPage(where, q, offset, versions))) ||
        this.query
          .orderBy(where(this.query.from(needsJoin)).select('a.id'), q.order, q.sort)
          .limit(q.size)
          .offset(offset)
      rowsQuery = this.query.orderBy(
        this.query.selection(this.query.from()).where('a.id', 'in', pageIds),
        q.order,
        q.sort,
      )
    }
    const countQuery = (after?: number) =>
      (keyword && this.query.keywordCount(keyword, after)) ??
      (after === undefined ? valueCount : undefined) ??
      where(this.query.from(usesJoin))
        .$if(after !== undefined, (c) => c.where('a.id', '>', after!))
        .select((eb) => eb.fn.countAll().as('total'))
    return { rowsQuery, countQuery, countsJoined: usesJoin, versions, tables, pure }
  }

  private pairs(q: z.output<typeof PageQuery>) {
    return this.query.orderPairs(q.order, q.sort)
  }

  /**
   * The ids of a deep page found by keyset: the sort key of the row just before a page is kept
   * (per filter and order, until the next write to the table), and a later request for that page,
   * or one further on, seeks past it through the order's index instead of walking the offset from
   * the start. Only for an order of the table's own non-null columns in one direction (the ones
   * Resource.indexes serves); undefined otherwise.
   */
  private async seekPage(
    where: (q: Select) => Select,
    q: z.output<typeof PageQuery>,
    offset: number,
    versions: () => Promise<Versions | undefined>,
  ): Promise<number[] | undefined> {
    const pairs = this.query.orderPairs(q.order, q.sort)
    const cols = this.entity.columns as Record<string, { meta: { nullable?: boolean } }>
    const column = (ref: string) => ref.slice(2)
    const dir = pairs[0][1]
    const seekable = pairs.every(
      ([ref, d]) =>
        ref.startsWith('a.') &&
        d === dir &&
        (column(ref) === 'id' || (cols[column(ref)] && !cols[column(ref)].meta.nullable)),
    )
    if (!seekable) return undefined
    const refs = pairs.map(([ref]) => ref)
    const base = where(this.query.from(false))
    const { sql: filterSql, parameters } = base.select('a.id').compile()
    const version = (await versions())?.all
    const cacheKey = `${filterSql}\n${JSON.stringify(parameters)}\n${refs.join(',')} ${dir}`
    let keys = this.seekKeys.get(cacheKey)
    if (version === undefined) keys = { version: '', before: new Map() }
    else if (keys?.version !== version) {
      if (this.seekKeys.size >= COUNT_CACHE_MAX) this.seekKeys.clear()
      keys = { version, before: new Map() }
      this.seekKeys.set(cacheKey, keys)
    }
    // the nearest known key at or before the row just before this page
    let from = 0
    for (const at of keys.before.keys()) if (at <= offset && at > from) from = at
    const after = keys.before.get(from)
    // one row more in front: the key just before this page, kept for the next request
    const skip = offset - from
    const limit = q.size + (skip > 0 ? 1 : 0)
    const start = Math.max(skip - 1, 0)
    const selected = base.select(refs.map((r, i) => `${r} as k${i}`))
    const ordered = (s: typeof selected) => {
      let out = s
      for (const [ref, d] of pairs) out = out.orderBy(ref, d)
      return out
    }
    // each query compiled once per filter, order and form (see CompiledShapes)
    const shape = `${filterSql}\n${refs.join()} ${dir}`
    let rows: Record<string, unknown>[]
    if (!after)
      rows = await this.shapes.rows(`${shape}\nwalk`, [...parameters, limit, start], () =>
        ordered(selected).limit(limit).offset(start),
      )
    else {
      // past the key in two seeks, each on the whole of its index range (SQLite seeks a row value
      // only on the columns before the row id): the rows tied with the key on all but its last
      // column, then those past it on those columns
      const past = sql.raw(dir === 'asc' ? '>' : '<')
      const last = refs.length - 1
      const tied = await this.shapes.rows(`${shape}\ntied`, [...parameters, ...after, start + limit], () =>
        ordered(
          selected.where((eb) =>
            eb.and([
              ...refs.slice(0, last).map((r, i) => eb(r, '=', after[i])),
              sql<SqlBool>`${sql.ref(refs[last])} ${past} ${after[last]}`,
            ]),
          ),
        ).limit(start + limit),
      )
      rows = tied.slice(start)
      if (last > 0 && rows.length < limit) {
        const [more, skipped] = [limit - rows.length, Math.max(start - tied.length, 0)]
        const beyond = await this.shapes.rows(
          `${shape}\nbeyond`,
          [...parameters, ...after.slice(0, last), more, skipped],
          () =>
            ordered(
              selected.where(
                sql<SqlBool>`(${sql.join(refs.slice(0, last).map((r) => sql.ref(r)))}) ${past} (${sql.join(after.slice(0, last))})`,
              ),
            )
              .limit(more)
              .offset(skipped),
        )
        rows = [...rows, ...beyond]
      }
    }
    const key = (row: Record<string, unknown>) => refs.map((_, i) => row[`k${i}`])
    const page = skip > 0 ? rows.slice(1) : rows
    if (skip > 0 && rows.length) keys.before.set(offset, key(rows[0]))
    if (page.length === q.size) keys.before.set(offset + q.size, key(page[page.length - 1]))
    const idAt = refs.indexOf('a.id')
    return page.length ? page.map((r) => Number(r[`k${idAt}`])) : undefined
  }

  /**
   * The write versions (Schema.ensureWriteVersion) of the tables an answer depends on, which
   * triggers raise in every writing transaction: a figure kept at one version stays exact while it
   * has not moved. Undefined when a table keeps no version (nothing may then be kept).
   */
  private async version(tables: string[]): Promise<Versions | undefined> {
    const key = tables.join()
    let query = this.versionQueries.get(key)
    if (!query) {
      const sqlite = this.query.dialect === 'sqlite'
      query = this.db
        .selectFrom('core_write_version')
        .select(['table', 'version', sqlite ? 'rewrites' : sql<null>`null`.as('rewrites')])
        .where('table', 'in', tables)
        .compile()
      this.versionQueries.set(key, query)
    }
    const { rows } = await this.db.executeQuery(query)
    if (rows.length < new Set(tables).size) return undefined
    const listed = (of: typeof rows) =>
      of
        .map((r) => `${r.table}:${r.version}`)
        .sort()
        .join(',')
    const own = rows.find((r) => r.table === this.table)
    return {
      all: listed(rows),
      others: listed(rows.filter((r) => r !== own)),
      rewrites: own?.rewrites == null ? undefined : Number(own.rewrites),
    }
  }

  /**
   * A page's total, from a cache per filter that every write to a table it reads invalidates. On
   * SQLite, where ids are given in commit order, a total kept before rows were only added (no update
   * or delete since, no write to another table it reads) grows by the count of the rows past the
   * last id it counted: a log written all day keeps cheap totals.
   */
  private async total(
    key: string,
    countQuery: (after?: number) => Select,
    versions: () => Promise<Versions | undefined>,
  ): Promise<number> {
    const v = await versions()
    const cached = this.counts.get(key)
    if (v && cached?.version === v.all) return cached.total
    const grows =
      v?.rewrites !== undefined &&
      cached?.upTo !== undefined &&
      cached.rewrites === v.rewrites &&
      cached.others === v.others
    const after = grows ? cached!.upTo : undefined
    // the count and the last id in one statement: one snapshot of the table
    const counted = await this.db
      .selectFrom(countQuery(after).as('c'))
      .select(['c.total', sql<number | null>`(select max("id") from ${sql.table(this.table)})`.as('top')])
      .executeTakeFirst()
    const total = Number(counted?.total ?? 0) + (grows ? cached!.total : 0)
    if (v) {
      if (this.counts.size >= COUNT_CACHE_MAX) this.counts.clear()
      this.counts.set(key, {
        version: v.all,
        others: v.others,
        rewrites: v.rewrites,
        upTo: v.rewrites === undefined ? undefined : Number(counted?.top ?? 0),
        total,
      })
    }
    return total
  }
}

/** The write versions an answer depends on (see Paging.version). */
interface Versions {
  /** every table's */
  all: string
  /** every table's but the resource's own */
  others: string
  /** SQLite: how often the resource's table was updated or deleted from */
  rewrites?: number
}
