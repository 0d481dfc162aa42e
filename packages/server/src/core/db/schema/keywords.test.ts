import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { type App, createApp, readConfig } from '../../../app.ts'
import { dialects, dropEnv, freshEnv } from '../../../test/harness.ts'
import type { DynamicDb } from '../index.ts'

const start = (env: Record<string, string>) => createApp(readConfig(env), { logger: false })
const run = (db: DynamicDb, statement: string) => sql.raw(statement).execute(db)

/** What the declarations ask for: trigram indexes but on the request log, narrow tables on SQLite. */
const EXPECTED: Record<string, string[]> = {
  sqlite: [
    ...['base_sys_user', 'base_sys_role', 'base_sys_param', 'recycle_data', 'user_info'].flatMap((t) =>
      ['', '_ai', '_ad', '_au'].map((s) => `${t}_fts${s}`),
    ),
    ...[
      'base_sys_user',
      'base_sys_role',
      'base_sys_param',
      'base_sys_log',
      'recycle_data',
      'user_info',
    ].flatMap((t) => ['', '_ai', '_ad', '_au'].map((s) => `${t}_kw${s}`)),
  ].sort(),
  postgres: [
    ...['name', 'username', 'nickName', 'phone'].map((c) => `base_sys_user_${c}_trgm`),
    ...['name', 'label'].map((c) => `base_sys_role_${c}_trgm`),
    ...['name', 'keyName'].map((c) => `base_sys_param_${c}_trgm`),
    'recycle_data_url_trgm',
    ...['nickName', 'phone'].map((c) => `user_info_${c}_trgm`),
  ].sort(),
}

/** The keyword indexes (and their triggers) as the database has them, each with its definition. */
async function keywordIndexes(app: App): Promise<{ name: string; sql: string }[]> {
  const { db, dialect } = app.ctx
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master
      where name glob '*_fts' or name glob '*_fts_a[iud]' or name glob '*_kw' or name glob '*_kw_a[iud]'
      order by name`.execute(db)
    return rows
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select indexname as name, replace(indexdef, current_schema() || '.', '') as sql from pg_indexes
    where schemaname = current_schema() and indexname like '%\\_trgm' order by indexname`.execute(db)
  return rows
}

/**
 * Marks every keyword index so that one made again shows: a row no trigger wrote in each SQLite
 * side table (a rebuild fills them from the table's rows alone), each PostgreSQL index's oid.
 */
async function mark(app: App): Promise<void> {
  const { db, dialect } = app.ctx
  if (dialect === 'postgres') return
  for (const { name, sql: ddl } of await keywordIndexes(app)) {
    if (name.endsWith('_kw')) await run(db, `insert into "${name}" ("id", "text") values (-1, 'zqxj')`)
    if (name.endsWith('_fts')) {
      const column = /fts5\("([^"]+)"/.exec(ddl)?.[1]
      await run(db, `insert into "${name}" (rowid, "${column}") values (-1, 'zqxj')`)
    }
  }
}

/** What mark left that is still there: the marked tables, or the indexes' oids. */
async function marks(app: App): Promise<string[]> {
  const { db, dialect } = app.ctx
  if (dialect === 'postgres') {
    const { rows } = await sql<{ mark: string }>`
      select c.relname || ':' || c.oid as mark from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relname like '%\\_trgm' order by 1`.execute(
      db,
    )
    return rows.map((r) => r.mark)
  }
  const found: string[] = []
  for (const { name } of await keywordIndexes(app)) {
    const where = name.endsWith('_fts')
      ? `"${name}" match 'zqxj'`
      : name.endsWith('_kw')
        ? `"text" = 'zqxj'`
        : ''
    if (!where) continue
    const { rows } = await sql
      .raw<{ id: number }>(`select rowid as id from "${name}" where ${where}`)
      .execute(db)
    if (rows.some((r) => r.id === -1)) found.push(name)
  }
  return found
}

/**
 * Leaves the database as the migrations of earlier versions did: nothing remembered of what the
 * keyword indexes were made for, and the users' trigram index and the log's narrow table made by
 * their statements (on PostgreSQL without `fastupdate = off`, as the earliest made it).
 */
async function asOldMigrationsLeftIt(app: App) {
  const { db, dialect } = app.ctx
  await run(
    db,
    `delete from "core_setting" where "key" like 'trigramIndex:%' or "key" like 'shortKeywordTable:%'`,
  )
  if (dialect === 'postgres') {
    for (const c of ['name', 'username', 'nickName', 'phone']) {
      await run(db, `drop index "base_sys_user_${c}_trgm"`)
      await run(
        db,
        `create index "base_sys_user_${c}_trgm" on "base_sys_user" using gin ("${c}" gin_trgm_ops)`,
      )
    }
    return
  }
  for (const name of ['base_sys_user_fts', 'base_sys_log_kw']) {
    for (const t of ['ai', 'ad', 'au']) await run(db, `drop trigger "${name}_${t}"`)
    await run(db, `drop table "${name}"`)
  }
  const cols = '"name", "username", "nickName", "phone"'
  const values = (row: string) =>
    ['name', 'username', 'nickName', 'phone'].map((c) => `${row}"${c}"`).join(', ')
  for (const statement of [
    `create virtual table "base_sys_user_fts" using fts5(${cols}, content="base_sys_user", content_rowid="id", tokenize="trigram")`,
    `create trigger "base_sys_user_fts_ai" after insert on "base_sys_user" begin insert into "base_sys_user_fts"(rowid, ${cols}) values (new."id", ${values('new.')}); end`,
    `create trigger "base_sys_user_fts_ad" after delete on "base_sys_user" begin insert into "base_sys_user_fts"("base_sys_user_fts", rowid, ${cols}) values ('delete', old."id", ${values('old.')}); end`,
    `create trigger "base_sys_user_fts_au" after update of ${cols} on "base_sys_user" begin insert into "base_sys_user_fts"("base_sys_user_fts", rowid, ${cols}) values ('delete', old."id", ${values('old.')}); insert into "base_sys_user_fts"(rowid, ${cols}) values (new."id", ${values('new.')}); end`,
    `insert into "base_sys_user_fts"("base_sys_user_fts") values ('rebuild')`,
    `create table "base_sys_log_kw" ("id" integer primary key, "text" text not null)`,
    `create trigger "base_sys_log_kw_ai" after insert on "base_sys_log" begin insert into "base_sys_log_kw"("id", "text") values (new."id", coalesce(new."action", '') || char(31) || coalesce(new."ip", '')); end`,
    `create trigger "base_sys_log_kw_ad" after delete on "base_sys_log" begin delete from "base_sys_log_kw" where "id" = old."id"; end`,
    `create trigger "base_sys_log_kw_au" after update of "action", "ip" on "base_sys_log" begin update "base_sys_log_kw" set "text" = coalesce(new."action", '') || char(31) || coalesce(new."ip", '') where "id" = new."id"; end`,
    `insert into "base_sys_log_kw"("id", "text") select "id", coalesce("action", '') || char(31) || coalesce("ip", '') from "base_sys_log"`,
  ])
    await run(db, statement)
}

describe.each(dialects)('keyword indexes from the declarations on %s', (dialect) => {
  const fresh = freshEnv(dialect)
  const old = freshEnv(dialect)
  afterAll(() => Promise.all([dropEnv(fresh), dropEnv(old)]))

  it('gives a new database and one the old migrations made the same keyword indexes, and makes none again at the next start', async () => {
    const made = await start(fresh)
    const wanted = await keywordIndexes(made)
    expect(wanted.map((i) => i.name)).toEqual(EXPECTED[dialect])
    await mark(made)
    const freshMarks = await marks(made)
    await made.close()

    const first = await start(old)
    await asOldMigrationsLeftIt(first)
    await mark(first)
    const oldMarks = await marks(first)
    await first.close()

    for (const [env, before] of [
      [old, oldMarks],
      [old, oldMarks],
      [fresh, freshMarks],
    ] as const) {
      const app = await start(env)
      try {
        expect(await keywordIndexes(app)).toEqual(wanted)
        // found as made: kept, not made again
        expect(await marks(app)).toEqual(before)
      } finally {
        await app.close()
      }
    }
    expect(oldMarks.length).toBeGreaterThan(0)
  }, 120_000)
})
