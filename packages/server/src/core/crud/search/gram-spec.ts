import type { GramSpec, IndexColumn } from '../../db/schema/specs.ts'
import { type Declaration, semiJoin, semiJoinKeys } from '../query/declaration.ts'
import type { Columns } from '../query/select.ts'

/**
 * A keyword's key in a short-keyword index (Schema.ensureGrams), for one non-ASCII or two
 * characters: ASCII letters folded to lower case.
 */
export function gramKey(keyWord: string): string | undefined {
  const chars = [...keyWord]
  if (!(chars.length === 2 || (chars.length === 1 && keyWord.charCodeAt(0) > 127))) return undefined
  return keyWord.replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/**
 * The keyword columns the short-keyword index covers (Schema.ensureGrams): those of bounded
 * length, with the default order its postings carry. Undefined unless it covers all of them,
 * for a table of large free text.
 */
export function gramSpec(d: Declaration): GramSpec | undefined {
  const cols = d.entity.columns as Columns
  const metas = d.keyWordMain.map((r) => cols[r.slice(2)].meta)
  if (!metas.length || metas.some((m) => m.kind !== 'string')) return undefined
  const columns = d.keyWordMain.map((r) => r.slice(2)).filter((c) => !d.repeated.includes(c))
  const order = gramOrder(d)
  const heads = semiJoinKeys(d).filter((c) => c !== 'id')
  const [[, direction]] = d.defaultOrder
  return {
    table: d.entity.table,
    columns,
    repeated: d.repeated,
    maxLength: Math.max(...metas.map((m) => m.length ?? 0)),
    order,
    carry: d.carried.filter((c) => !order.some((o) => o.column === c)),
    // an order of one column, `id` after it the same way (orderPairs)
    heads:
      heads.length && order.length === 1 && d.defaultOrder.length === 1
        ? { keys: heads, column: order[0].column, descending: direction === 'desc' }
        : undefined,
    joined: joinedGramColumns(d),
  }
}

/**
 * The joined text columns a keyword searches through a join on a main-table key, of bounded
 * length: each gets postings of its own (GramSpec.joined), read by joinedMatch.
 */
function joinedGramColumns(d: Declaration) {
  return d.keyWordJoined.flatMap((ref) => {
    const j = semiJoin(d.joins, ref)
    const column = ref.slice(ref.indexOf('.') + 1)
    const meta = (j?.entity?.columns as Columns | undefined)?.[column]?.meta
    return j && meta?.kind === 'string' && meta.length
      ? [{ table: j.table, column, maxLength: meta.length }]
      : []
  })
}

/**
 * The default order as postings can carry it, `id` left implied: the table's own non-null
 * columns, directions relative to the first; empty (postings in id order) otherwise.
 */
export function gramOrder(d: Declaration): IndexColumn[] {
  const cols = d.entity.columns as Columns
  const own = d.defaultOrder.filter(([ref]) => ref !== 'a.id')
  const carried = own.every(([ref]) => {
    const c = cols[ref.slice(2)]
    return ref.startsWith('a.') && c && !c.meta.nullable
  })
  return carried ? own.map(([ref, dir]) => ({ column: ref.slice(2), desc: dir !== own[0][1] })) : []
}
