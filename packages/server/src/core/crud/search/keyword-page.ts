import { inOrder, type OrderPair } from '../query/order.ts'
import { type AnySelect, tableFrom } from '../query/select.ts'
import type { KeywordMatch } from './match.ts'
import { filtered, postingsOrder } from './postings.ts'
import type { SearchTable } from './table.ts'

/**
 * A page of the rows that a keyword alone matches, in the default order, straight from the
 * postings (which carry that order) and, for joined keyword columns, from the rows of the
 * matching joined keys: a page's worth read from each, however rare or common the keyword.
 * Postings alone are joined to their rows in their own order (no sort). Undefined when the
 * requested order is not the one the postings carry.
 */
export function keywordPage(
  t: SearchTable,
  match: KeywordMatch,
  pairs: OrderPair[],
  limit: number,
  offset: number,
) {
  if (!postingsOrder(t, pairs)) return undefined
  const { db, table, gramKeys: keys, reads } = t
  const ordered = <Q extends AnySelect>(q: Q, alias?: string) => inOrder(q, pairs, alias)
  const postings = (q: AnySelect) => filtered(q.where('g.gram', '=', match.gram), 'g', match.filters)
  const joined = match.joined.filter((m) => !m.none)
  if (!joined.length) {
    let through: AnySelect = db.selectFrom(`${table}_gram as g`).innerJoin(`${table} as a`, 'a.id', 'g.id')
    for (const j of t.declared.joins) through = through.leftJoin(`${j.table} as ${j.alias}`, j.on[0], j.on[1])
    return ordered(reads.select(postings(through)), 'g')
      .limit(limit)
      .offset(offset)
  }
  const posted = postings(db.selectFrom(`${table}_gram as g`).select(['g.id', ...keys.map((k) => `g.${k}`)]))
  const reach = offset + limit
  let all: AnySelect = db.selectFrom(ordered(posted, 'g').limit(reach).as('p')).selectAll()
  for (const m of joined) {
    const rows = filtered(
      db
        .selectFrom(`${table} as a`)
        .select(['a.id', ...keys.map((k) => `a.${k}`)])
        .where((eb) => m.condition(eb, false)),
      'a',
      match.filters,
    )
    all = all.union(db.selectFrom(ordered(rows, 'a').limit(reach).as('j')).selectAll())
  }
  const ids = db.selectFrom(ordered(all).limit(limit).offset(offset).as('c')).select('c.id')
  return ordered(reads.select(tableFrom(db, table, t.declared.joins)).where('a.id', 'in', ids), 'a')
}
