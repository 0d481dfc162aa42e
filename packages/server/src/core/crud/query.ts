import type { Entity } from '@backroom/contract'
import { type Dialect, type QueryAdapter, queryAdapter, type RowReads } from '../db/dialect/query.ts'
import type { DynamicDb } from '../db/index.ts'
import type { GramSpec } from '../db/schema/specs.ts'
import { conditions, dependsOn } from './conditions.ts'
import type { Join, SearchSpec } from './controller.ts'
import { type Declaration, declareQuery, type Param, semiJoinKeys } from './query/declaration.ts'
import { type OrderPair, orderedBy, orderPairs, sortsByJoined } from './query/order.ts'
import { type AnySelect, tableFrom } from './query/select.ts'
import type { Caller, Scope } from './scope.ts'
import { gramSpec } from './search/gram-spec.ts'
import { keywordPage } from './search/keyword-page.ts'
import type { KeywordMatch, ValuedMatch } from './search/match.ts'
import { keywordCount, postingsOrder } from './search/postings.ts'
import { type SearchTable, searchTable } from './search/table.ts'
import { valuedPage } from './search/valued-page.ts'

export type { KeywordMatch, OrderPair, ValuedMatch }

/**
 * Everything needed to query one resource's table: its columns, joins, search block, sortable
 * columns and data scope, checked once when the resource is declared (query/declaration.ts).
 * Its reads, filters and order are in query/, its keyword search in search/, and what differs
 * between SQLite and PostgreSQL in the dialect's QueryAdapter, chosen here once.
 */
export class TableQuery {
  readonly adapter: QueryAdapter
  readonly keyWordMain: string[]
  readonly keyWordJoined: string[]
  /** the main table's keyword columns indexed by distinct value (SearchSpec.repeated) */
  readonly repeated: string[]
  readonly eq: Param[]
  readonly like: Param[]
  readonly range: Param[]
  /** sortable name → column source */
  readonly sortable: Map<string, string>
  /** the order of a page whose client names none, as column sources */
  readonly defaultOrder: OrderPair[]
  private readonly declared: Declaration
  private readonly reads: RowReads
  private readonly search: SearchTable

  constructor(
    private readonly db: DynamicDb,
    readonly dialect: Dialect,
    readonly entity: Entity,
    readonly scope: Scope,
    readonly joins: Join[] = [],
    search: SearchSpec = {},
    secretSet: Record<string, string> = {},
    defaultOrder: OrderPair[] = [['createTime', 'desc']],
  ) {
    this.adapter = queryAdapter(dialect)
    const d = declareQuery(entity, joins, search, secretSet, defaultOrder)
    this.declared = d
    this.keyWordMain = d.keyWordMain
    this.keyWordJoined = d.keyWordJoined
    this.repeated = d.repeated
    this.eq = d.eq
    this.like = d.like
    this.range = d.range
    this.sortable = d.sortable
    this.defaultOrder = d.defaultOrder
    this.reads = this.adapter.rowReads(d.reads)
    this.search = searchTable(db, this.adapter, d, this.reads)
  }

  /** The short-keyword index the keyword columns need (Schema.ensureGrams); see gramSpec. */
  gramSpec(): GramSpec | undefined {
    return gramSpec(this.declared)
  }

  /** The main table's columns a keyword on a joined column searches through. */
  semiJoinKeys(): string[] {
    return semiJoinKeys(this.declared)
  }

  /** The conditions of a request's keyword, filters and the caller's scope (see conditions.ts). */
  conditions(query: Record<string, unknown>, caller: Caller | undefined, indexedPage = false) {
    return conditions(this.search, this.dialect, this.scope, query, caller, indexedPage)
  }

  /** The tables a page's answer depends on (see conditions.ts). */
  dependsOn(query: Record<string, unknown>): string[] {
    return dependsOn(this.search, query)
  }

  /** A keyword's page straight from its postings (see search/keyword-page.ts). */
  keywordPage(match: KeywordMatch, pairs: OrderPair[], limit: number, offset: number) {
    return keywordPage(this.search, match, pairs, limit, offset)
  }

  /** A keyword's total from its postings (see search/postings.ts). */
  keywordCount(match: KeywordMatch, after?: number) {
    return keywordCount(this.search, match, after)
  }

  /** The ids of a page of a keyword some repeated column's values have (see search/valued-page.ts). */
  valuedPage(match: ValuedMatch, pairs: OrderPair[], reach: number) {
    return valuedPage(this.search, match, pairs, reach)
  }

  /** Whether a page in this order comes out of the postings: the default order, which they carry. */
  postingsOrder(pairs: OrderPair[]): boolean {
    return postingsOrder(this.search, pairs)
  }

  /** The table with its joins, unfiltered. */
  from(withJoins = true): AnySelect {
    return tableFrom(this.db, this.entity.table, this.joins, withJoins)
  }

  /** Columns a read returns: the entity's (secrets left out), the joined ones and the secrets' marks. */
  selection(q: AnySelect): AnySelect {
    return this.reads.select(q)
  }

  /** Rows of `selection` in their wire form. */
  readRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
    return this.reads.rows(rows)
  }

  /** The rows of the filtered table in this order (see orderPairs). */
  rows(where: (q: AnySelect) => AnySelect, pairs: OrderPair[]): AnySelect {
    return orderedBy(this.selection(where(this.from())), pairs)
  }

  /** Whether the requested order names a joined column. */
  sortsByJoined(order: string[] | undefined): boolean {
    return sortsByJoined(this.declared.sortable, order)
  }

  /** `order`/`sort` lists checked against the known columns; the default order without them. */
  orderBy(q: AnySelect, order: string[] | undefined, sort: string[] | undefined) {
    return orderedBy(q, this.orderPairs(order, sort))
  }

  /** The checked order as `[column source, direction]` pairs, ending with `a.id` (the tie-break). */
  orderPairs(order: string[] | undefined, sort: string[] | undefined): OrderPair[] {
    return orderPairs(this.declared.sortable, this.declared.defaultOrder, order, sort)
  }
}
