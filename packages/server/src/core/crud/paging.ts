import type { Entity, PageQuery } from '@backroom/contract'
import { type CompiledQuery, sql } from 'kysely'
import type { z } from 'zod'
import { markedRead } from '../db/change-mark.ts'
import { CompiledShapes, queryByIds } from '../db/compiled.ts'
import type { DynamicDb } from '../db/index.ts'
import { valuesTable } from '../db/schema/specs.ts'
import { writeVersions } from '../db/schema/write-versions.ts'
import { orderedBy } from './query/order.ts'
import type { OrderPair, TableQuery } from './query.ts'
import { type Caller, scopeKey } from './scope.ts'
import { Seeker, type SeekKeys } from './seek.ts'

const MAX_EXPORT = 100_000
/** cached page totals per resource; past this many the cache starts again */
const COUNT_CACHE_MAX = 1000
/** from this offset on, a page fetches its ids before its rows */
const DEEP_OFFSET = 500
/** kept page plans per resource; past this many the cache starts again */
const PLAN_CACHE_MAX = 1000

type Select = ReturnType<TableQuery['from']>
type Row = Record<string, unknown>
type Conditions = Awaited<ReturnType<TableQuery['conditions']>>
type PageBody = z.output<typeof PageQuery>
/** A page request with its checked order and its conditions (see Paging.request). */
interface PageRequest {
  q: PageBody
  c: Conditions
  pairs: OrderPair[]
}

/** A page's queries (see Paging.page). */
interface Plan {
  /** the rows at an offset (a shallow page's plan serves its own offset alone) */
  rows(offset: number, versions: () => Promise<Versions | undefined>): Promise<Row[]>
  countQuery: (after?: number) => Select
  /** the count's key in the totals cache; undefined for a count over a join (never kept) */
  countKey?: string
  /** the tables the page reads */
  tables: string[]
  /** for a plan made from the data: their write versions when it was made (it serves only those) */
  at?: string
  /** made from the data, but exact whatever rows are added (kept under Versions.stable) */
  grows?: boolean
}

const keyOf = ({ sql: text, parameters }: CompiledQuery) => `${text}\n${JSON.stringify(parameters)}`
export const isExport = (q: Pick<PageBody, 'isExport'>) => q.isExport === true || q.isExport === 'true'
/** how many rows come before the requested page */
const offsetOf = (q: PageBody) => (q.page - 1) * q.size
/** a page past the threshold, which seeks or fetches its ids first */
const isDeep = (q: PageBody) => !isExport(q) && offsetOf(q) >= DEEP_OFFSET

/**
 * The queries behind a resource's page: shallow pages by offset, deep ones by their ids first or
 * by seeking past a known key, and totals cached until the next write to the table.
 */
export class Paging {
  /** page totals by count query, with the write version they were counted at */
  private readonly counts = new Map<
    string,
    { version: string; others: string; rewrites: number; upTo?: number; total: number }
  >()
  /** per filter and order: the sort key of the row just before a page, by the page's offset */
  private readonly seekKeys: SeekKeys = new Map()
  /** page plans by request and caller's scope, for pages whose SQL follows from them alone */
  private readonly plans = new Map<string, Plan>()
  /** the queries of deep pages, compiled once per filter, order and form */
  private readonly shapes: CompiledShapes
  /** the write versions of each set of tables a page reads (a resource has a few) */
  private readonly versionReads = new Map<string, () => Promise<Versions | undefined>>()

  constructor(
    private readonly db: DynamicDb,
    private readonly query: TableQuery,
    private readonly entity: Entity,
  ) {
    this.shapes = new CompiledShapes(db)
  }

  private get table() {
    return this.entity.table
  }

  /**
   * A page's rows and total. Building and compiling a page's queries costs about as much CPU as
   * running them, so a page keeps its plan for the next request with the same body and scope: a
   * shallow page its compiled queries, a deep one (any page past the threshold) its filter and
   * order, which seek by the keys kept. A plan made from lookups in the data (a keyword's matches
   * in a joined table, the ids an index found) is kept under the write versions of the tables it
   * read, read before it was made, and serves only while they stay; one that stays exact while
   * rows are only added (`grows`: a keyword's values, postings known to have it) only while
   * nothing else moves (Versions.stable), so that a log written all day keeps its searches' plans.
   * Not an export. Rows and totals are read afresh every time (Resource.page keeps whole answers).
   */
  async page(q: PageBody, caller: Caller | undefined, readVersions?: () => Promise<Versions | undefined>) {
    // every deep page of a body shares one plan
    const key = this.planKey(isDeep(q) ? { ...q, page: 0 } : q, caller)
    let plan = key === undefined ? undefined : this.plans.get(key)
    // read once per request, by whichever of the plan, the seek and the total needs it first,
    // unless the caller read them already (of these tables and more: Resource.page)
    const tables = plan?.tables ?? this.query.dependsOn(q)
    let read: Promise<Versions | undefined> | undefined
    const versions = readVersions ?? (() => (read ??= this.version(tables)))
    const keptAt = (p: Plan, v: Versions | undefined) => (p.grows ? v?.stable : v?.all)
    if (plan?.at !== undefined && keptAt(plan, await versions()) !== plan.at) plan = undefined
    if (!plan) {
      // read before the plan is made: a write meanwhile leaves it kept under older versions
      const v = key === undefined ? undefined : await versions()
      const built = await this.plan(q, caller)
      const at = keptAt(built, v)
      if (key !== undefined && (built.pure || at !== undefined)) {
        if (this.plans.size >= PLAN_CACHE_MAX) this.plans.clear()
        this.plans.set(key, built.pure ? built : { ...built, at })
      }
      plan = built
    }
    const { countQuery, countKey } = plan
    const [rows, total] = await Promise.all([
      plan.rows(offsetOf(q), versions),
      countKey === undefined
        ? countQuery()
            .executeTakeFirst()
            .then((c) => Number(c?.total ?? 0))
        : this.total(countKey, countQuery, versions),
    ])
    return { rows, total }
  }

  /** The key a page's plan is kept under; undefined when it is not kept. */
  private planKey(q: PageBody, caller: Caller | undefined) {
    if (isExport(q)) return undefined
    const scope = scopeKey(this.query.scope, caller)
    return scope === undefined ? undefined : `${scope}\n${JSON.stringify(q)}`
  }

  /**
   * A page's plan, built; `pure` when it follows from the request and the caller's scope alone
   * (the kept-plan test counts these calls).
   */
  async plan(q: PageBody, caller: Caller | undefined): Promise<Plan & { pure: boolean }> {
    const r = await this.request(q, caller)
    return {
      ...(isDeep(q) ? this.deepPlan(r) : await this.shallowPlan(r)),
      pure: r.c.pure,
      grows: r.c.grows,
    }
  }

  /**
   * A page request's checked order and conditions, each made once for all its queries. A page's
   * order is checked before its filters; an export's after them.
   */
  private async request(q: PageBody, caller: Caller | undefined): Promise<PageRequest> {
    const page = isExport(q) ? undefined : this.query.orderPairs(q.order, q.sort)
    const c = await this.query.conditions(q, caller, page !== undefined && this.query.postingsOrder(page))
    return { q, c, pairs: page ?? this.query.orderPairs(q.order, q.sort) }
  }

  /** The two queries of a shallow page or an export, its rows and its total, unexecuted (the query-plan test reads them). */
  async queries(q: PageBody, caller: Caller | undefined) {
    return this.shallowQueries(await this.request(q, caller))
  }

  private shallowQueries({ q, c, pairs }: PageRequest) {
    const { where, keyword } = c
    let rowsQuery: Select
    if (isExport(q)) {
      const limit =
        q.maxExportLimit && q.maxExportLimit > 0 ? Math.min(q.maxExportLimit, MAX_EXPORT) : MAX_EXPORT
      rowsQuery = this.query.rows(where, pairs).limit(limit)
    } else {
      // a keyword alone, in the default order: the page comes out of the keyword index
      rowsQuery =
        (keyword && this.query.keywordPage(keyword, pairs, q.size, offsetOf(q))) ||
        this.query.rows(where, pairs).limit(q.size).offset(offsetOf(q))
    }
    return { rowsQuery, ...this.counting(c) }
  }

  private async shallowPlan(r: PageRequest): Promise<Plan> {
    const { q, c, pairs } = r
    // a keyword some paths have: the ids of its page first, merged from each source's first rows
    const valued =
      c.valued && !isExport(q) && (await this.query.valuedPage(c.valued, pairs, offsetOf(q) + q.size))
    if (valued) {
      const byIds = queryByIds(this.db, (ids) => this.rowsOf(ids, pairs))
      return {
        ...this.counting(c),
        rows: async (offset) => {
          const ids = await valued(offset, q.size)
          return ids.length ? byIds(ids) : []
        },
      }
    }
    const { rowsQuery, ...counting } = this.shallowQueries(r)
    const compiled = rowsQuery.compile()
    return { ...counting, rows: async () => (await this.db.executeQuery(compiled)).rows as Row[] }
  }

  /**
   * Deep pages of one body: a keyword's from the keyword index; others by seeking past a kept key
   * (Seeker), or else with their ids first, from the narrowest index that serves the order, so
   * that the offset skips index entries rather than whole rows with their joins.
   */
  private deepPlan({ q, c, pairs }: PageRequest): Plan {
    const counting = this.counting(c)
    const { keyword, where } = c
    if (keyword && this.query.postingsOrder(pairs))
      return {
        ...counting,
        rows: (offset) => this.query.keywordPage(keyword, pairs, q.size, offset)!.execute(),
      }
    const needsJoin = c.usesJoin || this.query.sortsByJoined(q.order)
    const seeker = needsJoin
      ? undefined
      : Seeker.of(this.query, this.entity, this.shapes, this.seekKeys, where, pairs)
    const byIds = queryByIds(this.db, (ids) => this.rowsOf(ids, pairs))
    const walk = (offset: number) =>
      orderedBy(where(this.query.from(needsJoin)).select('a.id'), pairs)
        .limit(q.size)
        .offset(offset)
    return {
      ...counting,
      rows: async (offset, versions) => {
        const ids = seeker && (await seeker.ids(offset, q.size, (await versions())?.all))
        return ids ? byIds(ids) : this.rowsOf(walk(offset), pairs).execute()
      },
    }
  }

  /** The rows of these ids (a list, or a query of them), in the page's order. */
  private rowsOf(ids: Select | readonly number[], pairs: OrderPair[]) {
    return this.query.rows((all) => all.where('a.id', 'in', ids), pairs)
  }

  /** A page's count: from the keyword index or the values' counts when they serve it, else the table. */
  private counting({ where, usesJoin, keyword, valueCount, tables }: Conditions) {
    const countQuery = (after?: number) =>
      (keyword && this.query.keywordCount(keyword, after)) ??
      (after === undefined ? valueCount : undefined) ??
      where(this.query.from(usesJoin))
        .$if(after !== undefined, (c) => c.where('a.id', '>', after!))
        .select((eb) => eb.fn.countAll().as('total'))
    return { countQuery, countKey: usesJoin ? undefined : keyOf(countQuery().compile()), tables }
  }

  /**
   * The write versions (Schema.ensureWriteVersion) of the tables an answer depends on, which
   * triggers raise in every writing transaction: a figure kept at one version stays exact while it
   * has not moved. Undefined when a table keeps no version (nothing may then be kept).
   */
  async version(tables: string[]): Promise<Versions | undefined> {
    const key = tables.join()
    let read = this.versionReads.get(key)
    if (!read) {
      const query = writeVersions(this.db, tables).compile() as CompiledQuery<VersionRow>
      read = markedRead(this.db, query, (rows) =>
        rows.length < new Set(tables).size ? undefined : this.versionsOf(rows),
      )
      this.versionReads.set(key, read)
    }
    return read()
  }

  private versionsOf(rows: VersionRow[]): Versions {
    const listed = (of: typeof rows) =>
      of
        .map((r) => `${r.table}:${r.version}`)
        .sort()
        .join(',')
    const own = rows.find((r) => r.table === this.table)
    const values = rows.find((r) => r.table === valuesTable(this.table))
    const others = listed(rows.filter((r) => r !== own && r !== values))
    const rewrites = Number(own?.rewrites ?? 0)
    return { all: listed(rows), others, rewrites, stable: `${others}|${rewrites}|${values?.version ?? ''}` }
  }

  /**
   * A page's total, from a cache per filter that every write to a table it reads invalidates. Where
   * ids are given in commit order (QueryAdapter.idsInCommitOrder: SQLite), a total kept before rows
   * were only added (no update or delete since, no write to another table it reads) grows by the
   * count of the rows past the last id it counted: a log written all day keeps cheap totals.
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
      v !== undefined &&
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
        upTo: this.query.adapter.idsInCommitOrder ? Number(counted?.top ?? 0) : undefined,
        total,
      })
    }
    return total
  }
}

type VersionRow = { table: string; version: string | number; rewrites: string | number | null }

/** The write versions an answer depends on (see Paging.version). */
export interface Versions {
  /** every table's */
  all: string
  /** every table's but the resource's own and its values' */
  others: string
  /** how often the resource's table was updated or deleted from */
  rewrites: number
  /** what moves unless rows were only added to the resource's table: the others, its rewrites
   * and its values' version (Schema.ensureValueVersion) */
  stable: string
}
