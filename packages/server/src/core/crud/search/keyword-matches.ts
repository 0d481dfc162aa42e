import { type SqlBool, sql } from 'kysely'
import type { Condition } from '../query/filters.ts'
import type { AnyEb } from '../scope.ts'
import { type GramSources, ID_LIST_MAX, idList } from './match.ts'
import { gramOf, posted, postings } from './postings.ts'
import { keywordTables, sideTableIds } from './side-tables.ts'
import type { SearchTable } from './table.ts'
import { valueHas } from './values.ts'

/**
 * The condition on the main table's keyword columns, from an index when one serves the keyword:
 * the short-keyword index (both dialects) or a SQLite side table. Few matches become a list of
 * ids (the planner then fetches them by id and sorts a handful of rows); many become a probe per
 * row, so that the page walks its order's index and stops at a page's worth; a repeated column
 * is probed against its values' grams (`sources`: where the gram is found at all). Undefined when
 * none serves this keyword (PostgreSQL: pg_trgm serves LIKE). `listed`: the condition names the
 * ids found, so that a row added since is not in it.
 */
export async function keywordMatches(
  t: SearchTable,
  keyWord: string,
  { posted: anyPosted, valued }: GramSources,
): Promise<{ condition?: Condition; listed: boolean }> {
  const gram = gramOf(t, keyWord)
  if (gram !== undefined) {
    const byValue = (eb: AnyEb) => valued.map((c) => valueHas(t, eb, c, gram))
    if (!anyPosted)
      return {
        condition: (eb) => (valued.length ? eb.or(byValue(eb)) : sql<SqlBool>`1 = 0`),
        listed: false,
      }
    const found = postings(t, gram)
    const many = await found.limit(1).offset(ID_LIST_MAX).executeTakeFirst()
    const inPostings: Condition = many
      ? (eb) => posted(t, eb, gram)
      : idList((await found.execute()).map((r) => r.id))
    return {
      condition: valued.length ? (eb) => eb.or([inPostings(eb), ...byValue(eb)]) : inPostings,
      listed: !many,
    }
  }
  const ids = sideTableIds(t, await keywordTables(t), keyWord)
  if (!ids) return { listed: false }
  const found = await ids.limit(ID_LIST_MAX + 1).execute()
  if (found.length <= ID_LIST_MAX) return { condition: idList(found.map((r) => r.id)), listed: true }
  return { condition: (eb) => eb(t.adapter.probed(eb.ref('a.id')), 'in', ids), listed: false }
}
