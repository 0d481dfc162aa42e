import { SysParam } from '@backroom/contract'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import { dialects, dropEnv, freshEnv } from '../../test/harness.ts'
import { resource } from '../crud/declare.ts'
import { TableQuery } from '../crud/query.ts'
import type { DynamicDb } from './index.ts'
import { writeVersions } from './schema/write-versions.ts'

describe.each(dialects)('migrations and seed on %s', (dialect) => {
  const env = freshEnv(dialect)
  afterAll(() => dropEnv(env))

  it('seeds once: a second start changes nothing and keeps the secret and the admin password', async () => {
    const counts = async () => {
      const app = await createApp(readConfig(env), { logger: false })
      const { db } = app.ctx
      const any: DynamicDb = db
      const n = async (t: string) =>
        Number(
          (
            await any
              .selectFrom(t)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      const result = {
        menus: await n('base_sys_menu'),
        users: await n('base_sys_user'),
        dict: await n('dict_info'),
        secret: (
          await db
            .selectFrom('core_setting')
            .select('value')
            .where('key', '=', 'jwtSecret')
            .executeTakeFirstOrThrow()
        ).value,
        hash: (
          await db
            .selectFrom('base_sys_user')
            .select('password')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow()
        ).password,
        notices: app.notices,
      }
      await app.close()
      return result
    }
    const first = await counts()
    const second = await counts()
    expect(first.menus).toBeGreaterThan(0)
    expect(second).toEqual({ ...first, notices: [...first.notices.filter((n) => n.startsWith('WARNING'))] })
    expect(first.notices.some((n) => n.includes('ADMIN_PASSWORD'))).toBe(true)
  })

  it.skipIf(dialect !== 'postgres')(
    'analyzes and vacuums a keyword index it built over existing rows',
    async () => {
      // the first start builds the parameters' postings over the seeded parameters
      const app = await createApp(readConfig(env), { logger: false })
      const { rows } = await sql<{ reltuples: number; relallvisible: number }>`
        select reltuples, relallvisible from pg_class
        where oid = to_regclass(current_schema() || '.base_sys_param_gram')`.execute(app.ctx.db)
      await app.close()
      // never analyzed: -1; never vacuumed: no page marked all-visible
      expect(Number(rows[0].reltuples)).toBeGreaterThan(0)
      expect(Number(rows[0].relallvisible)).toBeGreaterThan(0)
    },
  )

  it.skipIf(dialect !== 'postgres')(
    'keeps no pending list in trigram indexes, also in those made before',
    async () => {
      const fastUpdates = async () => {
        const app = await createApp(readConfig(env), { logger: false })
        const { rows } = await sql<{ name: string; options: string[] | null }>`
          select c.relname as name, c.reloptions as options from pg_index i
          join pg_class c on c.oid = i.indexrelid
          join pg_opclass o on o.oid = i.indclass[0]
          where c.relnamespace = current_schema()::regnamespace and o.opcname = 'gin_trgm_ops'
          order by c.relname`.execute(app.ctx.db)
        return { app, rows }
      }
      const first = await fastUpdates()
      expect(first.rows.map((r) => r.name)).toContain('base_sys_user_nickName_trgm')
      for (const r of first.rows) expect(r.options).toContain('fastupdate=off')
      // an index made with GIN's default pending list, as earlier versions made them
      await sql`alter index "base_sys_user_nickName_trgm" reset (fastupdate)`.execute(first.app.ctx.db)
      await first.app.close()
      const again = await fastUpdates()
      await again.app.close()
      for (const r of again.rows) expect(r.options).toContain('fastupdate=off')
    },
  )

  it('brings the write versions of an earlier version up to date: rewrites, slots and the values version', async () => {
    const first = await createApp(readConfig(env), { logger: false })
    const old = async (statement: string) => sql.raw(statement).execute(first.ctx.db)
    // as earlier versions left it: no values version, and on PostgreSQL one row per table, no rewrites
    if (dialect === 'postgres') {
      await old('delete from "core_write_version" where "slot" <> 0')
      await old('alter table "core_write_version" drop constraint "core_write_version_pkey"')
      await old('alter table "core_write_version" drop column "slot"')
      await old('alter table "core_write_version" drop column "rewrites"')
      await old('alter table "core_write_version" add primary key ("table")')
      await old('drop trigger "base_sys_log_val_wv_ai" on "base_sys_log_val"')
    } else await old('drop trigger "base_sys_log_val_wv_ai"')
    await old(`delete from "core_write_version" where "table" = 'base_sys_log_val'`)
    await first.close()
    const app = await createApp(readConfig(env), { logger: false })
    try {
      const { db } = app.ctx
      const versions = async () => {
        const rows = await writeVersions(db, ['base_sys_param', 'base_sys_log_val']).execute()
        const of = (table: string) => rows.find((r) => r.table === table)
        return {
          paramRewrites: Number(of('base_sys_param')?.rewrites),
          values: Number(of('base_sys_log_val')?.version),
        }
      }
      const before = await versions()
      await db.updateTable('base_sys_param').set({ remark: 'again' }).where('id', '=', 1).execute()
      const now = new Date().toISOString()
      const log = (action: string) => ({
        action,
        ip: '10.0.0.9',
        params: '{}',
        createTime: now,
        updateTime: now,
      })
      await db.insertInto('base_sys_log').values(log('/admin/upgraded')).execute()
      await db.insertInto('base_sys_log').values(log('/admin/upgraded')).execute()
      expect(await versions()).toEqual({ paramRewrites: before.paramRewrites + 1, values: before.values + 1 })
    } finally {
      await app.close()
    }
  })

  it("keeps postings of a joined column a keyword searches (the log's user name), and drops those no declaration names", async () => {
    const first = await createApp(readConfig(env), { logger: false })
    const grams = (db: DynamicDb, table: string) =>
      db
        .selectFrom(`${table} as g`)
        .select('g.id')
        .where('g.gram', '=', '超级')
        .execute()
        .catch(() => undefined)
    // the seeded admin, 超级管理员, by its name alone
    expect(await grams(first.ctx.db, 'base_sys_user_gram_name')).toEqual([{ id: 1 }])
    // postings an earlier declaration asked for
    await sql`create table "base_sys_user_gram_remark" ("gram" varchar(2) not null, "id" integer not null)`.execute(
      first.ctx.db,
    )
    const now = new Date().toISOString()
    await first.ctx.db
      .insertInto('core_setting')
      .values({
        key: 'keywordIndex:base_sys_user_gram_remark@base_sys_user',
        value: 'remark',
        createTime: now,
        updateTime: now,
      })
      .execute()
    await first.close()
    const again = await createApp(readConfig(env), { logger: false })
    try {
      expect(await grams(again.ctx.db, 'base_sys_user_gram_remark')).toBeUndefined()
      expect(await grams(again.ctx.db, 'base_sys_user_gram_name')).toEqual([{ id: 1 }])
    } finally {
      await again.close()
    }
  })

  it('refuses to register a resource without a data scope', async () => {
    const app = await createApp(readConfig(env), { logger: false })
    expect(() =>
      // @ts-expect-error: the scope is missing on purpose
      resource(app.ctx, { module: 'x', prefix: '/admin/x/param', entity: SysParam, api: ['page'] }),
    ).toThrow(/declares no data scope/)
    expect(
      () => new TableQuery(app.ctx.db, app.ctx.dialect, SysParam, { none: 'x' }, [], { keyWord: ['nope'] }),
    ).toThrow(/not a known column/)
    await app.close()
  })
})
