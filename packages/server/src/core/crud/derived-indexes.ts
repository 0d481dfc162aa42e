import type { IndexColumn, IndexSpec } from '../db/schema/specs.ts'
import type { OrderPair } from './query.ts'

/**
 * The indexes a resource's page queries need, from the declaration: the default order with `id` as its
 * tie-break; the same behind each equality filter, the department of the data scope and the
 * tree's parent column (one filter value reads its rows in order, no sort), the key a keyword
 * on a joined column searches through (its count reads the key's rows) and each column indexed
 * by value (a keyword's page reads each matching value's first rows); each declared
 * sortable column with `id`.
 */
export function derivedIndexes(r: {
  table: string
  /** the default order, as column sources */
  order: OrderPair[]
  /** the column sources a page filters on by equality (`a.<column>` for the table's own) */
  filters: string[]
  sortable: string[]
}): IndexSpec[] {
  const main = (ref: string) => (ref.startsWith('a.') ? ref.slice(2) : undefined)
  const order = r.order
  const key: IndexColumn[] = []
  if (order.every(([ref]) => main(ref))) {
    for (const [ref, dir] of order) key.push({ column: main(ref)!, desc: dir !== order[0][1] })
    if (!key.some((c) => c.column === 'id')) key.push({ column: 'id' })
  }
  const filters = new Set(r.filters.map(main).filter((c) => c !== undefined && c !== 'id'))
  const lists = [
    key,
    ...[...filters].map((f) => [{ column: f! }, ...key]),
    ...r.sortable.map((c) => [{ column: c }, { column: 'id' }]),
  ]
  return lists.filter((l) => l.length > 1).map((columns) => ({ table: r.table, columns }))
}
