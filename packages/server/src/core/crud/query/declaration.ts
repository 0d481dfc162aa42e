import type { ColumnMeta, Entity } from '@backroom/contract'
import type { z } from 'zod'
import type { ReadColumn } from '../../db/dialect/query.ts'
import type { FieldRef, Join, SearchSpec } from '../controller.ts'
import { qualify } from '../scope.ts'
import type { OrderPair } from './order.ts'
import { type Columns, readColumns } from './select.ts'

/** A filter's column and the request's param that carries its value. */
export interface Param {
  ref: string
  param: string
  /** the column's own input schema: a filter value must be a value the column could hold */
  schema?: z.ZodType
  meta?: ColumnMeta
}

/**
 * One resource's table as its queries see it: its columns, joins, search block, sortable columns
 * and default order, checked once when the resource is declared.
 */
export interface Declaration {
  readonly entity: Entity
  readonly joins: Join[]
  /** what a read returns, in order */
  readonly reads: ReadColumn[]
  /** keyword columns as sources: the table's own (`a.…`) and the joined ones */
  readonly keyWordMain: string[]
  readonly keyWordJoined: string[]
  /** the main table's keyword columns indexed by distinct value (SearchSpec.repeated) */
  readonly repeated: string[]
  /** whether some keyword columns of the main table are posted row by row */
  readonly posts: boolean
  readonly eq: Param[]
  readonly like: Param[]
  readonly range: Param[]
  /** sortable name → column source */
  readonly sortable: Map<string, string>
  /** the order of a page whose client names none, as column sources */
  readonly defaultOrder: OrderPair[]
  /** the table's own equality-filter columns, which postings carry (see GramSpec.carry) */
  readonly carried: string[]
}

export const RANGE_KINDS = ['int', 'decimal', 'datetime']

const toParam = (f: FieldRef): Param =>
  typeof f === 'string'
    ? { ref: qualify(f), param: f.split('.').pop()! }
    : { ref: qualify(f.column), param: f.param }

/** A resource's query declaration, checked: a name it cannot serve is an error at start-up. */
export function declareQuery(
  entity: Entity,
  joins: Join[],
  search: SearchSpec,
  secretSet: Record<string, string>,
  defaultOrder: OrderPair[],
): Declaration {
  const cols = entity.columns as Columns
  for (const c of Object.values(secretSet))
    if (!cols[c]?.meta.secret) throw new Error(`${entity.table}: secretSet names ${c}, not a secret column`)
  const columns = Object.keys(cols).filter((k) => !cols[k].meta.secret)
  const reads = readColumns(entity, columns, joins, secretSet)
  const sortable = new Map<string, string>()
  const known = new Map<string, Partial<Columns[string]>>(columns.map((c) => [`a.${c}`, cols[c]]))
  for (const c of columns) sortable.set(c, `a.${c}`)
  for (const j of joins) {
    // the engine's own: the table itself, and the keyword index's postings
    if (j.alias === 'a' || j.alias === 'g')
      throw new Error(`${entity.table}: join alias ${j.alias} is the engine's own`)
    for (const [as, source] of Object.entries(j.select)) {
      if (!known.has(source)) known.set(source, {})
      sortable.set(as, source)
    }
    for (const [c, column] of Object.entries((j.entity?.columns ?? {}) as Columns))
      known.set(`${j.alias}.${c}`, column)
  }
  const check = (p: Param): Param => {
    const column = known.get(p.ref)
    if (!column) throw new Error(`${entity.table}: search column ${p.ref} is not a known column`)
    return { ...p, schema: column.schema, meta: column.meta }
  }
  const keyWord = (search.keyWord ?? []).map((s) => check({ ref: qualify(s), param: s }).ref)
  const keyWordMain = keyWord.filter((r) => r.startsWith('a.'))
  const keyWordJoined = keyWord.filter((r) => !r.startsWith('a.'))
  const repeated = search.repeated ?? []
  for (const c of repeated)
    if (!keyWordMain.includes(`a.${c}`))
      throw new Error(`${entity.table}: repeated column ${c} is not a keyword column of the table`)
  const eq = (search.eq ?? []).map(toParam).map(check)
  const like = (search.like ?? []).map(toParam).map(check)
  const range = (search.range ?? []).map(toParam).map(check)
  const carried = [
    ...new Set(eq.filter((p) => p.ref.startsWith('a.') && p.ref !== 'a.id').map((p) => p.ref.slice(2))),
  ]
  for (const p of range)
    if (!RANGE_KINDS.includes(p.meta?.kind as string))
      throw new Error(`${entity.table}: range column ${p.ref} is not an int, decimal or datetime column`)
  return {
    entity,
    joins,
    reads,
    keyWordMain,
    keyWordJoined,
    repeated,
    posts: keyWordMain.length > repeated.length,
    eq,
    like,
    range,
    sortable,
    defaultOrder: defaultOrder.map(([c, d]) => [sortable.get(c) ?? c, d]),
    carried,
  }
}

/** The join a joined keyword column comes through, when it joins on a column of the main table. */
export function semiJoin(joins: Join[], ref: string): Join | undefined {
  const j = joins.find((x) => ref.startsWith(`${x.alias}.`))
  return j?.on[0].startsWith('a.') && j.on[1].startsWith(`${j.alias}.`) ? j : undefined
}

/** The main table's columns a keyword on a joined column searches through (see joinedMatch). */
export function semiJoinKeys(d: Declaration): string[] {
  return d.keyWordJoined.flatMap((ref) => semiJoin(d.joins, ref)?.on[0].slice(2) ?? [])
}
