import { type Expression, type SqlBool, sql } from 'kysely'
import type { CarriedFilter, Condition } from '../query/filters.ts'
import { type OrderPair, orderPairs } from '../query/order.ts'
import type { AnySelect } from '../query/select.ts'
import type { AnyEb } from '../scope.ts'
import { gramKey } from './gram-spec.ts'
import type { KeywordMatch } from './match.ts'
import type { SearchTable } from './table.ts'

/**
 * The short-keyword index's key for a keyword of one non-ASCII or two characters (ASCII letters
 * folded to lower case), when the index covers every keyword column.
 */
export const gramOf = (t: SearchTable, keyWord: string): string | undefined =>
  t.spec !== undefined ? gramKey(keyWord) : undefined

/**
 * The ids a gram's postings list, as `g.id`: in the table's short-keyword index, or in other
 * postings (a joined column's own, GramSpec.joined).
 */
export function postings(t: SearchTable, gram: string, from = `${t.table}_gram`) {
  return t.db.selectFrom(`${from} as g`).select('g.id as id').where('g.gram', '=', gram)
}

/**
 * Whether the main table's row `a` has a posting of this gram: one seek of the postings' key
 * (the gram, the row's order key, its id).
 */
export function posted(t: SearchTable, eb: AnyEb, gram: string): Expression<SqlBool> {
  let q = postings(t, gram)
  for (const k of [...t.gramKeys, 'id']) q = q.whereRef(`g.${k}`, '=', `a.${k}`)
  return eb.exists(q)
}

/** Whether a page in this order comes out of the postings: the default order, which they carry. */
export function postingsOrder(t: SearchTable, pairs: OrderPair[]): boolean {
  const expected = orderPairs(t.declared.sortable, t.declared.defaultOrder, undefined, undefined)
  const same =
    pairs.length === expected.length &&
    pairs.every(([r, d], i) => r === expected[i][0] && d === expected[i][1])
  return same && t.gramKeys.length === expected.length - 1
}

/** A query narrowed by a keyword's carried filters, on the postings (`g`) or the table (`a`). */
export function filtered<Q extends AnySelect>(q: Q, alias: 'g' | 'a', filters: CarriedFilter[]): Q {
  let out = q
  for (const f of filters) out = out.where(`${alias}.${f.column}`, 'in', f.values) as Q
  return out
}

/**
 * The rows a keyword matches, counted from the short-keyword index: the gram's postings, plus the
 * rows only a joined column matches (found through the join's key, probed against the postings).
 * `after`: only rows of a greater id, found by id in the table and probed against the postings.
 */
export function keywordCount(t: SearchTable, { gram, joined: all, filters }: KeywordMatch, after?: number) {
  const joined = all.filter((m) => !m.none)
  const counted = (alias: 'g' | 'a', condition: Condition) =>
    filtered(
      t.db
        .selectFrom(`${alias === 'g' ? `${t.table}_gram` : t.table} as ${alias}`)
        .select((eb) => eb.fn.countAll().as('total'))
        .where(condition),
      alias,
      filters,
    )
  const since = (eb: AnyEb, rest: Expression<SqlBool>[]) =>
    eb.and(after === undefined ? rest : [eb('a.id', '>', after), ...rest])
  const counts =
    after === undefined
      ? counted('g', (eb) => eb('g.gram', '=', gram))
      : counted('a', (eb) => since(eb, [posted(t, eb, gram)]))
  if (!joined.length) return counts
  const onlyJoined = counted('a', (eb) =>
    since(eb, [eb.or(joined.map((m) => m.condition(eb, false))), eb.not(posted(t, eb, gram))]),
  )
  return t.db.selectNoFrom(sql<number>`(${counts}) + (${onlyJoined})`.as('total'))
}
