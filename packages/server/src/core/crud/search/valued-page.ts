import { type SqlBool, sql } from 'kysely'
import { valuesTable } from '../../db/schema/specs.ts'
import { inOrder, type OrderPair } from '../query/order.ts'
import type { AnySelect, Columns } from '../query/select.ts'
import type { AnyEb } from '../scope.ts'
import type { JoinedMatch, ValuedMatch } from './match.ts'
import { postingsOrder } from './postings.ts'
import type { SearchTable } from './table.ts'
import { valueGrams } from './values.ts'

/** a keyword found in more values than this is not read value by value */
const VALUES_READ_MAX = 64
/** heads read beyond a keyword's listed keys before its keys are used as they are */
const HEADS_READ_MORE = 100

type Key = { id: number; k: unknown }

/**
 * The ids of a page of the rows a keyword matches when a repeated column's values have it (see
 * ValuedMatch), in the default order: the first `reach` rows of each such value (through the
 * index on the column and the order) and of the postings, then the rows of the matching joined
 * keys that come before the last of those, through the index on the join's key and only for the
 * keys whose kept first row (Schema.ensureHeads) comes before it. A walk of the whole order would
 * pass every row no source has, which may be all the recent ones. Undefined when the order is
 * not the default one, the order has more than one column besides the id, a joined key keeps no
 * heads, or the keyword's values are too many to read one by one (a walk then meets them soon).
 */
export async function valuedPage(t: SearchTable, match: ValuedMatch, pairs: OrderPair[], reach: number) {
  const { db, gramKeys: keys } = t
  if (!postingsOrder(t, pairs) || keys.length !== 1 || pairs.some(([, d]) => d !== pairs[0][1]))
    return undefined
  const [k] = keys
  const dir = pairs[0][1]
  const values = await Promise.all(
    match.valued.map(async (column) => {
      const rows = await db
        .selectFrom(`${valuesTable(t.table)} as w`)
        .select('w.val')
        .where('w.col', '=', column)
        .where('w.n', '>', 0)
        .where('w.val', 'in', valueGrams(t, match.gram, column))
        .limit(VALUES_READ_MAX + 1)
        .execute()
      return rows.map((r) => ({ column, value: r.val as unknown }))
    }),
  )
  const each = values.flat()
  if (each.length > VALUES_READ_MAX) return undefined
  const cols = t.declared.entity.columns as Columns
  const keyOut = t.adapter.orderKey(`a.${k}`, cols[k]?.meta.kind)
  const first = (q: AnySelect, alias = 'a') => inOrder(q, pairs, alias).limit(reach)
  const table = `${t.table} as a`
  const parts: AnySelect[] = each.map(({ column, value }) =>
    first(
      db
        .selectFrom(table)
        .select(['a.id', keyOut.as('k')])
        .where(`a.${column}`, '=', value),
    ),
  )
  if (match.posted)
    parts.push(
      first(
        db
          .selectFrom(`${t.table}_gram as g`)
          .innerJoin(table, 'a.id', 'g.id')
          .select(['a.id', keyOut.as('k')])
          .where('g.gram', '=', match.gram),
        'g',
      ),
    )
  const union = (qs: AnySelect[]) =>
    qs.map((q, i) => db.selectFrom(q.as(`s${i}`)).selectAll()).reduce((all, q) => all.unionAll(q))
  const byValue = parts.length
    ? db
        .selectFrom(union(parts).as('c'))
        .selectAll()
        .orderBy('c.k', dir)
        .orderBy('c.id', dir)
        .limit(reach)
        .compile()
    : undefined
  const joined = match.joined
  const heads = t.spec?.heads
  if (joined.length && !heads) return undefined
  const before = (eb: AnyEb, ref: (c: string) => string, bound: Key) =>
    sql<SqlBool>`(${eb.ref(ref(k))}, ${eb.ref(ref('id'))}) ${sql.raw(dir === 'desc' ? '>' : '<')} (${bound.k}, ${bound.id})`
  const inMain = (c: string) => `a.${c}`
  const cmp = (a: Key, b: Key) => {
    const c = a.k === b.k ? a.id - b.id : (a.k as string) < (b.k as string) ? -1 : 1
    return dir === 'desc' ? -c : c
  }
  const listed = joined.reduce((n, m) => n + (m.keys?.length ?? 0), 0)
  const keyOf = (m: JoinedMatch) => m.join!.on[0].slice(2)
  /** each joined match's keys that have a row before the bound: those whose head does (few read) */
  const narrowed = async (bound: Key) => {
    const found = await db
      .selectFrom(`${t.table}_head as h`)
      .select(['h.col', 'h.val'])
      .where('h.col', 'in', [...new Set(joined.map(keyOf))])
      .where((eb) => before(eb, (c) => (c === 'id' ? 'h.id' : 'h.k'), bound))
      .limit(listed + HEADS_READ_MORE)
      .execute()
    if (found.length >= listed + HEADS_READ_MORE) return undefined
    const active = new Set(found.map((h) => `${h.col}\n${h.val}`))
    return joined.map((m) => m.keys!.filter((key) => active.has(`${keyOf(m)}\n${key}`)))
  }
  return async (offset: number, limit: number): Promise<number[]> => {
    const found = byValue ? ((await db.executeQuery(byValue)).rows as Key[]) : []
    let more: Key[] = []
    if (joined.length) {
      const bound = found.length >= reach ? found[found.length - 1] : undefined
      // only the rows before the bound can make the page: through the keys with such rows when
      // the heads name few, else through every matching key
      const keys = bound && (await narrowed(bound))
      if (!keys?.every((list) => !list.length)) {
        let rows = db.selectFrom(table).select(['a.id', keyOut.as('k')])
        if (bound) rows = rows.where((eb) => before(eb, inMain, bound))
        more = (await rows
          .where((eb) =>
            eb.or(
              joined.map((m, i) =>
                keys ? eb(`a.${keyOf(m)}`, 'in', keys[i].length ? keys[i] : [null]) : m.condition(eb, false),
              ),
            ),
          )
          // sorted, not walked: the keys' index finds their rows
          .orderBy((eb) => t.adapter.probed(eb.ref(`a.${k}`)), dir)
          .orderBy((eb) => t.adapter.probed(eb.ref('a.id')), dir)
          .limit(reach)
          .execute()) as Key[]
      }
    }
    const seen = new Set<number>()
    return [...found, ...more]
      .sort(cmp)
      .filter((r) => !seen.has(r.id) && seen.add(r.id))
      .slice(offset, offset + limit)
      .map((r) => Number(r.id))
  }
}
