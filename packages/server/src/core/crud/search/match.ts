import type { Expression, SqlBool } from 'kysely'
import type { Join } from '../controller.ts'
import type { CarriedFilter } from '../query/filters.ts'
import type { AnyEb } from '../scope.ts'

/** Matches beyond this many are probed row by row rather than bound as a list. */
export const ID_LIST_MAX = 500

/** Row `a` is one of these ids (none: no row). */
export const idList = (ids: number[]) => (eb: AnyEb) => eb('a.id', 'in', ids.length ? ids : [-1])

/**
 * A keyword's condition on a joined column; `join` when it is a semi-join on the join's key, whose
 * condition then probes each row unless `probe` is false (an index on the key drives it).
 */
export interface JoinedMatch {
  join?: Join
  /** a semi-join that matches no joined row: nothing to read */
  none?: boolean
  /** a semi-join's matching keys, when few enough to list */
  keys?: unknown[]
  condition(eb: AnyEb, probe?: boolean): Expression<SqlBool>
}

/** A keyword that is a page's only condition, served by the short-keyword index. */
export interface KeywordMatch {
  gram: string
  joined: JoinedMatch[]
  /** equality filters on columns the postings carry (stored values) */
  filters: CarriedFilter[]
}

/** A keyword found in a repeated column's values (see valuedPage). */
export interface ValuedMatch {
  gram: string
  /** whether postings have it too */
  posted: boolean
  /** the repeated columns with a value that has it */
  valued: string[]
  joined: JoinedMatch[]
}

/** Where a gram is found (see gramSources). */
export interface GramSources {
  /** in some posting */
  posted: boolean
  /** in a value of these repeated columns */
  valued: string[]
}
