import { valuesTable } from './specs.ts'
import type { SchemaTarget } from './target.ts'

/**
 * The short-keyword index of columns whose values repeat over many rows (a request's path, an
 * address): `<table>_val (col, val, n)`, each distinct value with the number of rows holding it,
 * and `<table>_vgram (gram, col, val)`, the grams of each distinct value (as ensureGrams makes
 * them). A row's write updates one count per column instead of a posting per gram; a keyword's
 * rows are those whose value has its gram, and their number the sum of those values' counts.
 * Values no row holds any more stay, counted 0. Kept in step by triggers; safe to run at every start.
 */
export async function ensureValueGrams(t: SchemaTarget, table: string, columns: string[], maxLength: number) {
  const val = valuesTable(table)
  const vgram = `${table}_vgram`
  if (!columns.length) {
    await dropValueGrams(t, table)
    await t.forget(`valueIndex:${table}`)
    return
  }
  if (await t.madeFor(`valueIndex:${table}`, columns.join(','), vgram)) return
  await dropValueGrams(t, table)
  const keyed = t.adapter.keyedTableSuffix
  await t.run(
    `create table "${val}" ("col" varchar(64) not null, "val" text not null, "n" bigint not null, primary key ("col", "val"))${keyed}`,
  )
  await t.run(
    `create table "${vgram}" ("gram" varchar(2) not null, "col" varchar(64) not null, "val" text not null, primary key ("gram", "col", "val"))${keyed}`,
  )
  const count = (row: 'new.' | 'old.', by: 1 | -1) =>
    columns
      .map((c) =>
        by > 0
          ? `insert into "${val}" ("col", "val", "n") select '${c}', new."${c}", 1 where new."${c}" is not null on conflict ("col", "val") do update set "n" = "${val}"."n" + 1;`
          : `update "${val}" set "n" = "n" - 1 where "col" = '${c}' and "val" = ${row}"${c}";`,
      )
      .join(' ')
  await t.runAll(t.adapter.valueGramsSync({ table, val, vgram, columns, maxLength, count }))
  for (const c of columns)
    await t.fill(
      `insert into "${val}" ("col", "val", "n") select '${c}', "${c}", count(*) from "${table}" where "${c}" is not null group by "${c}"`,
      val,
      vgram,
    )
}

/** Undoes ensureValueGrams. */
export async function dropValueGrams(t: SchemaTarget, table: string) {
  const val = valuesTable(table)
  const vgram = `${table}_vgram`
  await t.runAll(t.adapter.dropSync(table, val, ['ai', 'ad', 'au']))
  await t.run(`drop table if exists "${vgram}"`)
  await t.runAll(t.adapter.dropTriggerFunction(`${vgram}_add`))
  await t.run(`drop table if exists "${val}"`)
}
