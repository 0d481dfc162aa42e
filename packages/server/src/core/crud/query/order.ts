import { fail } from '../../http/errors.ts'
import type { AnySelect } from './select.ts'

/** A column source and its direction. */
export type OrderPair = [string, 'asc' | 'desc']

/**
 * `order`/`sort` lists checked against the sortable columns (name → column source), as pairs
 * ending with `a.id` (the tie-break); the default order without them.
 */
export function orderPairs(
  sortable: Map<string, string>,
  fallback: OrderPair[],
  order: string[] | undefined,
  sort: string[] | undefined,
): OrderPair[] {
  const names = (order ?? []).filter(Boolean)
  const dirs = (sort ?? []).filter(Boolean).map((s) => s.toLowerCase())
  if (names.length && dirs.length && dirs.length !== names.length) throw fail('badSortLength')
  for (const d of dirs) if (d !== 'asc' && d !== 'desc') throw fail('badSortDirection')
  const pairs: [string, 'asc' | 'desc'][] = names.map((n, i) => {
    const ref = sortable.get(n.replace(/^a\./, ''))
    if (!ref) throw fail('badSort', { column: n })
    return [ref, (dirs[i] ?? 'desc') as 'asc' | 'desc']
  })
  const out = pairs.length ? pairs : [...fallback]
  if (!pairs.some(([r]) => r === 'a.id')) out.push(['a.id', pairs[0]?.[1] ?? fallback[0]?.[1] ?? 'desc'])
  return out
}

/** A query in the order of these pairs. */
export function orderedBy<Q extends AnySelect>(q: Q, pairs: OrderPair[]): Q {
  let out = q
  for (const [ref, dir] of pairs) out = out.orderBy(ref, dir) as Q
  return out
}

/**
 * A query in the order of these pairs (the main table's own columns), read from `alias`'s copy of
 * them (postings carry them) or, without one, from the unqualified names a union's rows have.
 */
export function inOrder<Q extends AnySelect>(q: Q, pairs: OrderPair[], alias?: string): Q {
  let out = q
  for (const [ref, dir] of pairs)
    out = out.orderBy(alias ? `${alias}.${ref.slice(2)}` : ref.slice(2), dir) as Q
  return out
}

/** Whether the requested order names a joined column. */
export function sortsByJoined(sortable: Map<string, string>, order: string[] | undefined): boolean {
  return (order ?? []).some((n) => !(sortable.get(n.replace(/^a\./, '')) ?? 'a.').startsWith('a.'))
}
