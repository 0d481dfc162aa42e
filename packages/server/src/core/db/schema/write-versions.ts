import { sql } from 'kysely'
import type { DynamicDb } from '../index.ts'
import { valuesTable } from './specs.ts'
import type { SchemaTarget } from './target.ts'

/**
 * The write versions of `tables` (Schema.ensureWriteVersion) in one statement: each table's
 * number (the sum of its rows, which every committed write raises) and how often it was updated
 * or deleted from. A table that keeps none is missing.
 */
export function writeVersions(db: DynamicDb, tables: string[]) {
  return db
    .selectFrom('core_write_version')
    .select((eb) => [
      'table',
      eb.fn.sum<string | number>('version').as('version'),
      eb.fn.sum<string | number>('rewrites').as('rewrites'),
    ])
    .where('table', 'in', tables)
    .groupBy('table')
}

/**
 * `core_write_version`: a number per table that every insert, update and delete of the table
 * raises, by trigger in the writing transaction, whatever code writes, and beside it the number
 * of its updates and deletes (`rewrites`). A cached count stays exact while the number has not
 * moved, a kept page plan made for added rows while the rewrites have not (Paging); their
 * readers sum a table's rows (`writeVersions`). On
 * PostgreSQL a table's number is spread over rows, one per connection of the pool (its
 * `backroom.write_slot`): concurrent writers of one table raise different rows, where one row
 * made each wait for the other's commit (dictionary adds 10 at a time spent most of their time
 * waiting on that row's lock). Safe to run at every start.
 */
export async function ensureWriteVersion(t: SchemaTarget, table: string) {
  const { adapter } = t
  await t.run(adapter.writeVersionTable)
  const columns = await t.columnNames('core_write_version')
  if (!columns.includes('rewrites'))
    await t.run(
      `alter table "core_write_version" add column "rewrites" ${adapter.counterType} not null default 0`,
    )
  await t.runAll(adapter.writeVersionUpgrades(columns))
  await sql`insert into "core_write_version" ("table", "version") values (${table}, 0) on conflict do nothing`.execute(
    t.db,
  )
  await adapter.ensureWriteVersionTriggers(t.db, table)
}

/**
 * A write version of the repeated values of `table` (ensureValueGrams), under the name of their
 * table, that only a value no row held raises: a new one, or one counted 0 held again. A page
 * plan made from the values that have a keyword stays exact while it and the table's rewrites
 * stay (Paging keeps it under Versions.stable), whatever rows are added. Safe at every start.
 */
export async function ensureValueVersion(t: SchemaTarget, table: string) {
  const val = valuesTable(table)
  await sql`insert into "core_write_version" ("table", "version") values (${val}, 0) on conflict do nothing`.execute(
    t.db,
  )
  await t.adapter.ensureValueVersionTriggers(t.db, val)
}
