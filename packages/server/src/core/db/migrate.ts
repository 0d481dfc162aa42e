import type { Entity } from '@backroom/contract'
import type { Database } from './index.ts'
import type { GramSpec, IndexSpec, KeywordIndexSpec } from './schema/specs.ts'
import { Schema } from './schema.ts'
import { nowIso } from './wire.ts'

export interface Migration {
  /** unique within its module, e.g. `0001_init`; a module's migrations run in list order */
  name: string
  up(schema: Schema): Promise<void>
}

export interface ModuleMigrations {
  module: string
  /** tables made from their declaration (created, or given the columns they lack) before `migrations` */
  tables?: Entity[]
  migrations: Migration[]
}

const MIGRATION_LOCK = 7_141_955

/**
 * Brings every module's declared tables in line with their declaration, then runs every pending
 * migration (data and what a declaration cannot say), module by module, in one transaction. On PostgreSQL an advisory
 * lock keeps instances that start together from migrating twice. Returns the names it ran.
 */
export async function migrate(database: Database, modules: ModuleMigrations[]): Promise<string[]> {
  const { db, dialect } = database
  return db.transaction().execute(async (trx) => {
    const schema = new Schema(trx, dialect)
    await schema.lockMigrations(MIGRATION_LOCK)
    // under the lock: two instances starting together on a new PostgreSQL database would both
    // create it ("if not exists" does not stop the second from failing)
    await schema.ensureMigrationTable()
    const done = new Set((await trx.selectFrom('core_migration').select('name').execute()).map((r) => r.name))
    const ran: string[] = []
    for (const { module, tables, migrations } of modules) {
      for (const table of tables ?? []) await schema.syncTable(table)
      for (const m of migrations) {
        const name = `${module}/${m.name}`
        if (done.has(name)) continue
        await m.up(schema)
        // a seed may insert explicit ids: the next migration's inserts must not collide with them
        await schema.syncIdentities()
        const now = nowIso()
        await trx.insertInto('core_migration').values({ name, createTime: now, updateTime: now }).execute()
        ran.push(name)
      }
    }
    return ran
  })
}

/**
 * Makes what the declared resources need, once each, under the same lock as the migrations: the
 * keyword indexes they ask for (`keywords`), their derived indexes (Resource.indexes), dropping
 * the plain ones these make needless, their short-keyword indexes and the write versions their
 * cached counts check. Runs after the modules declared their resources, at every start.
 */
export async function syncIndexes(
  database: Database,
  specs: IndexSpec[],
  grams: GramSpec[] = [],
  versioned: string[] = [],
  keywords: KeywordIndexSpec[] = [],
) {
  const { db, dialect } = database
  const filled = await db.transaction().execute(async (trx) => {
    const schema = new Schema(trx, dialect)
    await schema.lockMigrations(MIGRATION_LOCK)
    await schema.ensureKeywordIndexes(keywords)
    for (const spec of specs) await schema.ensureIndex(spec)
    for (const table of new Set(specs.map((s) => s.table)))
      await schema.dropCoveredIndexes(
        table,
        specs.filter((s) => s.table === table),
      )
    for (const spec of grams) await schema.ensureGrams(spec)
    await schema.dropColumnGramsBut(grams.flatMap((g) => g.joined ?? []))
    await schema.settleTrigramIndexes()
    for (const table of new Set(versioned)) await schema.ensureWriteVersion(table)
    for (const spec of grams) if (spec.repeated?.length) await schema.ensureValueVersion(spec.table)
    return schema.filled
  })
  await Schema.settle(db, dialect, filled)
}
