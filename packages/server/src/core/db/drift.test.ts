import { fileURLToPath } from 'node:url'
import type { ColumnMeta, Entity } from '@backroom/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import { discoverModules } from '../../modules.ts'
import { dialects, startServer, type TestServer } from '../../test/harness.ts'
import { tableIndexes } from '../../test/indexes.ts'
import { enabledModules } from '../module.ts'
import { storedType } from './schema.ts'

const shelf = fileURLToPath(new URL('../../test/fixtures/modules/shelf', import.meta.url))

interface Actual {
  type: string
  nullable: boolean
}

/** The columns of a table as the database has them. */
async function actualColumns(server: TestServer, table: string): Promise<Record<string, Actual>> {
  const { db, dialect } = server.app.ctx
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      column_name: string
      data_type: string
      is_nullable: string
      len: number | null
      p: number | null
      s: number | null
    }>`
      select column_name, data_type, is_nullable, character_maximum_length as len,
             numeric_precision as p, numeric_scale as s
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
      db,
    )
    return Object.fromEntries(
      rows.map((r) => [
        r.column_name,
        {
          type:
            r.data_type === 'character varying'
              ? `varchar(${r.len})`
              : r.data_type === 'numeric'
                ? `numeric(${r.p},${r.s})`
                : r.data_type,
          nullable: r.is_nullable === 'YES',
        },
      ]),
    )
  }
  const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`
    select name, type, "notnull", pk from pragma_table_info(${table})`.execute(db)
  return Object.fromEntries(
    rows.map((r) => [r.name, { type: r.type.toLowerCase(), nullable: !r.notnull && !r.pk }]),
  )
}

describe.each(dialects)('the schema after every migration on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, {}, undefined, { moduleDirs: [shelf] })
  })
  afterAll(() => server?.close())

  /** every table declared: the modules' tables and the resources' entities */
  async function declared(): Promise<Entity[]> {
    const { registry, config } = server.app.ctx
    const modules = enabledModules(await discoverModules([shelf]), config.modulesDisabled)
    const all = [...modules.flatMap((m) => m.tables ?? []), ...registry.entities()]
    return [...new Map(all.map((e) => [e.table, e])).values()]
  }

  it('has exactly the tables and columns the modules and resources declare, with their types and nullability', async () => {
    const entities = await declared()
    expect(entities.map((e) => e.table)).toEqual(
      expect.arrayContaining([
        'base_sys_user',
        'base_sys_user_role',
        'base_upload_usage',
        'recycle_data',
        'shelf_bay',
      ]),
    )
    const drift: string[] = []
    for (const entity of entities) {
      const actual = await actualColumns(server, entity.table)
      if (Object.keys(actual).length === 0) {
        drift.push(`${entity.table}: missing`)
        continue
      }
      const declared = entity.columns as Record<string, { meta: ColumnMeta }>
      for (const [name, { meta }] of Object.entries(declared)) {
        const a = actual[name]
        const want = {
          type: storedType(server.app.ctx.dialect, meta, name),
          nullable: Boolean(meta.nullable),
        }
        if (!a) drift.push(`${entity.table}.${name}: missing`)
        else if (a.type !== want.type || a.nullable !== want.nullable)
          drift.push(`${entity.table}.${name}: ${JSON.stringify(a)}, declared ${JSON.stringify(want)}`)
      }
      for (const name of Object.keys(actual))
        if (!(name in declared)) drift.push(`${entity.table}.${name}: not declared`)
    }
    expect(drift).toEqual([])
  })

  it('makes every column declared unique a unique index of its own', async () => {
    const { db, dialect } = server.app.ctx
    const checked: string[] = []
    const missing: string[] = []
    for (const entity of await declared()) {
      const indexes = await tableIndexes(db, dialect, entity.table)
      for (const [name, { meta }] of Object.entries(entity.columns as Record<string, { meta: ColumnMeta }>)) {
        if (!meta.unique) continue
        checked.push(`${entity.table}.${name}`)
        if (!indexes.includes(`unique (${name})`)) missing.push(`${entity.table}.${name}`)
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['base_sys_user.username', 'base_upload_file.key']))
    expect(missing).toEqual([])
  })

  it('gives a declared table the columns it lacks at the next start', async () => {
    const { db, dialect } = server.app.ctx
    // SQLite refuses to drop a column an index names (PostgreSQL drops the index with it)
    if (dialect === 'sqlite')
      for (const { name } of (
        await sql<{
          name: string
        }>`select name from pragma_index_list('shelf_bay') where origin = 'c'`.execute(db)
      ).rows)
        await sql`drop index ${sql.id(name)}`.execute(db)
    await sql`alter table "shelf_bay" drop column "orderNum"`.execute(db)
    const again = await createApp(readConfig(server.env), { logger: false, moduleDirs: [shelf] })
    await again.close()
    const admin = await server.client().signIn()
    const added = await admin.post('/admin/shelf/bay/add', { name: 'back', orderNum: 4 })
    expect(added.code).toBe(1000)
  })
})
