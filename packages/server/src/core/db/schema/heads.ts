import { type HeadSpec, quoteList } from './specs.ts'
import type { SchemaTarget } from './target.ts'

/**
 * `<table>_head (col, val, k, id)`: for each value of each key column, the order key and id of
 * its first row in the order (`spec.column`, then `id`). Inserts and updates raise it by trigger;
 * deletes leave it, so it is never after the key's true first row: a key whose head comes after a
 * given row has no row before that row. A keyword's joined keys are then narrowed to those with
 * rows before a bound (TableQuery.valuedPage). Safe to run at every start.
 */
export async function ensureHeads(t: SchemaTarget, table: string, spec: HeadSpec | undefined) {
  const head = `${table}_head`
  const drop = async () => {
    await t.runAll(t.adapter.dropSync(table, head, ['ai', 'au']))
    await t.run(`drop table if exists "${head}"`)
  }
  if (!spec?.keys.length) {
    await drop()
    await t.forget(`headIndex:${table}`)
    return
  }
  const { keys: columns, column: k, descending: desc } = spec
  // a stored head is raised by a row that comes before it
  const later = desc ? '<' : '>'
  if (
    await t.madeFor(`headIndex:${table}`, [columns.join(','), `${k}${desc ? ' desc' : ''}`].join('|'), head)
  )
    return
  await drop()
  const types = await t.columnTypes(table, [k])
  await t.run(
    `create table "${head}" ("col" varchar(64) not null, "val" text not null, "k" ${types[k]} not null, "id" bigint not null, primary key ("col", "val"))${t.adapter.keyedTableSuffix}`,
  )
  await t.run(`create index "${head}_col_k_id_idx" on "${head}" ("col", "k", "id")`)
  const raise = columns
    .map(
      (c) =>
        `insert into "${head}" ("col", "val", "k", "id") select '${c}', ${t.adapter.headValue(`new."${c}"`)}, new."${k}", new."id" where new."${c}" is not null
          on conflict ("col", "val") do update set "k" = excluded."k", "id" = excluded."id"
          where ("${head}"."k", "${head}"."id") ${later} (excluded."k", excluded."id");`,
    )
    .join(' ')
  await t.runAll(t.adapter.headsSync({ table, head, raise, watched: quoteList([...columns, k]) }))
  // (the first order key, the first id) of a key's rows is never after its first row
  const first = desc ? 'max' : 'min'
  for (const c of columns)
    await t.fill(
      `insert into "${head}" ("col", "val", "k", "id") select '${c}', "${c}", ${first}("${k}"), ${first}("id") from "${table}" where "${c}" is not null group by "${c}"`,
      head,
    )
}
