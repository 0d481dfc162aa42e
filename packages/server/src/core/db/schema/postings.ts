import { ensureHeads } from './heads.ts'
import { columnGrams, type GramSpec, quoteList } from './specs.ts'
import type { SchemaTarget } from './target.ts'
import { ensureValueGrams } from './values.ts'

/** how postings are kept: an index made in another format is made again */
const GRAM_FORMAT = 'key-delete'

/**
 * `<table>_gram (gram, id)`: every two-character run of each keyword column's value, and every
 * non-ASCII character on its own, ASCII letters folded to lower case, kept in step by triggers in
 * the writing transaction. A keyword of one or two characters is then one index lookup, with the
 * same rows as `LIKE '%kw%'` (whose case folding is ASCII only on SQLite). Made once, filled from
 * the rows already there; safe to run at every start.
 */
export async function ensureGrams(
  t: SchemaTarget,
  { table, columns, repeated = [], maxLength, order, carry, heads, joined = [] }: GramSpec,
) {
  await ensureValueGrams(t, table, repeated, maxLength)
  await ensureHeads(t, table, heads)
  for (const j of joined)
    await ensurePostings(t, columnGrams(j.table, j.column), {
      table: j.table,
      columns: [j.column],
      maxLength: j.maxLength,
      order: [],
      carry: [],
    })
  if (!columns.length) {
    await dropPostings(t, table, `${table}_gram`)
    await t.forget(`keywordIndex:${table}`)
    return
  }
  await ensurePostings(t, `${table}_gram`, { table, columns, maxLength, order, carry })
}

/**
 * Drops the one-column postings (see GramSpec.joined) that no declaration names any more,
 * `wanted` being those that some do.
 */
export async function dropColumnGramsBut(t: SchemaTarget, wanted: { table: string; column: string }[]) {
  const names = new Set(wanted.map((j) => columnGrams(j.table, j.column)))
  const made = await t.db
    .selectFrom('core_setting')
    .select('key')
    .where('key', 'like', 'keywordIndex:%')
    .execute()
  for (const { key } of made) {
    const [name, table] = key.slice('keywordIndex:'.length).split('@')
    if (table === undefined || names.has(name)) continue
    await dropPostings(t, table, name)
    await t.forget(key)
  }
}

/**
 * Postings `gram (gram, order key, carried columns, id)` of `columns` of `table`, kept by triggers
 * (see ensureGrams); remembered in `core_setting` under `keywordIndex:<table>` for a table's own,
 * `keywordIndex:<name>@<table>` for others.
 */
async function ensurePostings(
  t: SchemaTarget,
  gram: string,
  {
    table,
    columns,
    maxLength,
    order,
    carry,
  }: Pick<GramSpec, 'table' | 'columns' | 'maxLength' | 'order' | 'carry'>,
) {
  const key = gram === `${table}_gram` ? `keywordIndex:${table}` : `keywordIndex:${gram}@${table}`
  // what it was made for: a declaration that names other columns or another order rebuilds it
  const shape = [
    columns.join(','),
    order.map((c) => `${c.column}${c.desc ? ' desc' : ''}`).join(','),
    carry.join(','),
    GRAM_FORMAT,
  ].join('|')
  if (await t.madeFor(key, shape, gram)) return
  await dropPostings(t, table, gram)
  const keys = order.map((c) => c.column)
  if (keys.some((k) => k === 'gram' || k === 'id'))
    throw new Error(`${table}: ${keys} cannot order a keyword index`)
  // a posting: the gram, the row's order key and its id; the primary key reads a gram's rows in order
  const desc = order[0]?.desc ? ' desc' : ''
  const primary = ['"gram"', ...order.map((c) => `"${c.column}"${c.desc ? ' desc' : ''}`), `"id"${desc}`]
  const keyTypes = await t.columnTypes(table, [...keys, ...carry])
  await t.runAll(
    t.adapter.postingsTable(
      gram,
      `"gram" varchar(2) not null, ${keys.map((k) => `"${k}" ${keyTypes[k]} not null, `).join('')}${carry.map((c) => `"${c}" ${keyTypes[c]}, `).join('')}"id" integer not null`,
      primary,
    ),
  )
  // what a posting copies from its row: the order key and the carried columns
  const copied = [...keys, ...carry]
  const { sync, fill } = t.adapter.postingsSync({
    table,
    gram,
    columns,
    maxLength,
    copied,
    target: `"${gram}" ("gram", ${copied.map((k) => `"${k}", `).join('')}"id")`,
    watched: quoteList([...new Set([...columns, ...copied])]),
    keyOf: (row) => copied.map((k) => `${row}"${k}", `).join(''),
    // a row's postings are found by their key, the grams of its old values: no index by id to keep
    postingKey: (row) => [...keys, 'id'].map((k) => ` and "${k}" = ${row}"${k}"`).join(''),
  })
  await t.runAll(sync)
  await t.fill(fill, gram)
}

/** Undoes ensurePostings. */
async function dropPostings(t: SchemaTarget, table: string, gram: string) {
  await t.runAll(t.adapter.dropSync(table, gram, ['ai', 'ad', 'au']))
  await t.run(`drop table if exists "${gram}"`)
}
