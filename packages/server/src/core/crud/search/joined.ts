import { markedRead } from '../../db/change-mark.ts'
import { columnGrams } from '../../db/schema/specs.ts'
import { writeVersions } from '../../db/schema/write-versions.ts'
import { semiJoin } from '../query/declaration.ts'
import { contains } from '../query/filters.ts'
import type { AnySelect } from '../query/select.ts'
import type { AnyEb } from '../scope.ts'
import { gramKey } from './gram-spec.ts'
import { ID_LIST_MAX, type JoinedMatch } from './match.ts'
import { postings } from './postings.ts'
import type { SearchTable } from './table.ts'

const JOINED_KEYS_KEPT = 1000
/** a keyword matching more joined rows than this is searched through a subquery (finding them all first would cost more than it saves) */
const JOINED_KEYS_MAX = 20_000
/** keys kept in all, per resource, before the kept ones are dropped */
const KEPT_KEYS_MAX = 500_000

/**
 * A keyword on a joined column as a semi-join on the join's key: the joined table is searched on
 * its own (through its short-keyword index when that covers the column), and the main table is
 * neither joined nor read row by row for it (on SQLite `+` keeps the page walking its order's
 * index, as QueryAdapter.probed explains).
 */
export async function joinedMatch(t: SearchTable, ref: string, keyWord: string): Promise<JoinedMatch> {
  const { adapter } = t
  const j = semiJoin(t.declared.joins, ref)
  if (!j) return { condition: (eb: AnyEb) => contains(adapter, eb, ref, keyWord) } as JoinedMatch
  const gram = gramKey(keyWord)
  const column = ref.slice(j.alias.length + 1)
  const indexed = gram !== undefined && t.joinedPosted.has(`${j.table}.${column}`)
  const found = t.db
    .selectFrom(`${j.table} as ${j.alias}`)
    .select(j.on[1])
    .where((inner) => {
      const like = contains(adapter, inner, ref, keyWord)
      if (!indexed) return like
      const posted = postings(t, gram!, columnGrams(j.table, column))
      return inner.and([inner(`${j.alias}.id`, 'in', posted), like])
    })
  const keys = await joinedKeys(t, j.table, `${ref}\n${keyWord}`, found)
  return {
    join: j,
    none: keys?.length === 0,
    keys,
    condition: (eb: AnyEb, probe = true) => {
      const key = probe ? adapter.probed(eb.ref(j.on[0])) : eb.ref(j.on[0])
      if (!keys) return eb(key, 'in', found)
      if (keys.length <= ID_LIST_MAX) return eb(key, 'in', keys.length ? keys : [null])
      // many keys: one bound JSON list rather than thousands of parameters
      return adapter.inJsonList(key, JSON.stringify(keys))
    },
  } as JoinedMatch
}

/**
 * The join keys a keyword matches in a joined table, kept while that table's write version
 * (Schema.ensureWriteVersion) stays: undefined when there are too many to keep.
 */
async function joinedKeys(
  t: SearchTable,
  table: string,
  cacheKey: string,
  found: AnySelect,
): Promise<unknown[] | undefined> {
  const version = await joinedVersion(t, table)
  const kept = t.joinedKeys.get(cacheKey)
  if (version !== undefined && kept?.version === version) return kept.keys
  const rows = await found.limit(JOINED_KEYS_MAX + 1).execute()
  const keys = rows.length > JOINED_KEYS_MAX ? undefined : rows.map((r) => Object.values(r)[0])
  if (version !== undefined) {
    t.keptKeys += keys?.length ?? 0
    if (t.joinedKeys.size >= JOINED_KEYS_KEPT || t.keptKeys > KEPT_KEYS_MAX) {
      t.joinedKeys.clear()
      t.keptKeys = keys?.length ?? 0
    }
    t.joinedKeys.set(cacheKey, { version, keys })
  }
  return keys
}

/** A joined table's write version; undefined when it keeps none. */
function joinedVersion(t: SearchTable, table: string) {
  let read = t.joinedVersions.get(table)
  if (!read) {
    read = markedRead(t.db, writeVersions(t.db, [table]).compile(), ([row]) =>
      row ? String(row.version) : undefined,
    )
    t.joinedVersions.set(table, read)
  }
  return read()
}
