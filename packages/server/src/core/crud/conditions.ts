import { valuesTable } from '../db/schema/specs.ts'
import type { Dialect } from '../db/wire.ts'
import { semiJoin } from './query/declaration.ts'
import { type Condition, contains, filterConditions, isEmpty, keyWordOf } from './query/filters.ts'
import type { AnySelect } from './query/select.ts'
import { type Caller, type Scope, scopeCondition } from './scope.ts'
import { joinedMatch } from './search/joined.ts'
import { keywordMatches } from './search/keyword-matches.ts'
import type { GramSources, JoinedMatch, KeywordMatch } from './search/match.ts'
import { gramOf, posted } from './search/postings.ts'
import type { SearchTable } from './search/table.ts'
import { gramSources, valueCount } from './search/values.ts'

/**
 * Conditions for the keyword, filters and scope, checked before any query runs; `where` adds
 * them (or no WHERE at all, which keeps an unfiltered count cheap). Also tells whether a joined
 * table is needed, which tables the answer depends on (for caches that a write to any of them
 * must invalidate) and, when the keyword is the only condition and the short-keyword index
 * serves it, a count that reads the index instead of the table. `indexedPage`: a page in the
 * postings' order is asked for, so a keyword they serve needs no other plan for its rows.
 */
export async function conditions(
  t: SearchTable,
  dialect: Dialect,
  scope: Scope,
  query: Record<string, unknown>,
  caller: Caller | undefined,
  indexedPage: boolean,
) {
  const d = t.declared
  const keyWord = keyWordOf(query)
  const parts: Condition[] = []
  const tables = dependsOn(t, query)
  const scoped = scopeCondition(scope, caller)
  if (scoped) parts.push(scoped)
  let keywordOnly: KeywordMatch | undefined
  let gram: string | undefined
  let joinedMatches: JoinedMatch[] = []
  let sources: GramSources = { posted: d.posts, valued: [] }
  let main: Condition | undefined
  if (keyWord) {
    const joined = await Promise.all(d.keyWordJoined.map((ref) => joinedMatch(t, ref, keyWord)))
    joinedMatches = joined
    parts.push((eb) =>
      eb.or([
        ...(main ? [main(eb)] : d.keyWordMain.map((ref) => contains(t.adapter, eb, ref, keyWord!))),
        ...joined.map((m) => m.condition(eb)),
      ]),
    )
    gram = gramOf(t, keyWord)
    if (gram !== undefined && d.repeated.length) sources = await gramSources(t, gram)
  }
  // equality filters the postings carry: beside a keyword, they leave it served by the postings
  const { parts: filters, carried } = filterConditions(d, dialect, t.adapter, query)
  if (
    gram !== undefined &&
    d.posts &&
    !sources.valued.length &&
    !scoped &&
    joinedMatches.every((m) => m.join)
  )
    keywordOnly = { gram, joined: joinedMatches, filters: carried }
  parts.push(...filters)
  const usesJoin =
    (!!keyWord && d.keyWordJoined.some((r) => !semiJoin(d.joins, r))) ||
    [...d.eq, ...d.like, ...d.range].some((p) => !p.ref.startsWith('a.') && !isEmpty(query[p.param]))
  const where = (q: AnySelect): AnySelect =>
    parts.length ? q.where((eb) => eb.and(parts.map((p) => p(eb)))) : q
  const served = keywordOnly && parts.length === 1 + carried.length
  // the matches named as ids: a row added since is not among them
  let listed = false
  if (keyWord && served && indexedPage) main = (eb) => posted(t, eb, keywordOnly!.gram)
  else if (keyWord) ({ condition: main, listed } = await keywordMatches(t, keyWord, sources))
  // a keyword no posting has, found through one repeated column: its total sums its values' counts
  const byValue =
    gram !== undefined &&
    parts.length === 1 &&
    !sources.posted &&
    sources.valued.length <= 1 &&
    joinedMatches.every((m) => m.join)
  const valueCounted = byValue
    ? valueCount(
        t,
        gram!,
        sources.valued[0],
        joinedMatches.filter((m) => !m.none),
      )
    : undefined
  // made from the data, but exact while rows are only added to the table: from a list of the
  // values that have the gram (a new value raises `<table>_val`'s version), from postings known to
  // have it, not from a list of ids found (Paging keeps these under Versions.stable)
  const grows = !listed && (!d.posts || gram === undefined || sources.posted)
  // made from the request and the scope alone: no index or table was read to make them
  const pure =
    !keyWord ||
    (!!served && indexedPage && !d.keyWordJoined.length && !(gram !== undefined && d.repeated.length))
  // a keyword some repeated column's values have, alone: its page merges each source's first rows
  const valued =
    gram !== undefined &&
    sources.valued.length > 0 &&
    parts.length === 1 &&
    joinedMatches.every((m) => m.join && m.keys)
      ? {
          gram,
          posted: sources.posted,
          valued: sources.valued,
          joined: joinedMatches.filter((m) => !m.none),
        }
      : undefined
  return {
    where,
    usesJoin,
    tables,
    keyword: served ? keywordOnly : undefined,
    valued,
    valueCount: valueCounted,
    pure,
    grows,
  }
}

/**
 * The tables a page's answer depends on: the resource's own and, with a keyword, those its joined
 * keyword columns are searched in on their own (joinedMatch). A write to any of them raises a
 * version that every cache of the page's total or plan is kept under.
 */
export function dependsOn(t: SearchTable, query: Record<string, unknown>): string[] {
  const d = t.declared
  if (!keyWordOf(query)) return [t.table]
  const joined = d.keyWordJoined.flatMap((r) => semiJoin(d.joins, r)?.table ?? [])
  return [t.table, ...(d.repeated.length ? [valuesTable(t.table)] : []), ...joined]
}
