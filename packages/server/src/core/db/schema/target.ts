import { sql } from 'kysely'
import type { SchemaAdapter } from '../dialect/schema.ts'
import type { DynamicDb } from '../types.ts'

/**
 * The database a schema is made in: its connection, its dialect's adapter, the side tables filled
 * from existing rows so far, and what each derived index was made for (`core_setting`).
 */
export class SchemaTarget {
  /**
   * Side tables filled from a table's rows (and tables a trigger filled with them): on PostgreSQL
   * their statistics and visibility map are made after the transaction (Schema.settle).
   */
  readonly filled = new Set<string>()

  constructor(
    readonly db: DynamicDb,
    readonly adapter: SchemaAdapter,
  ) {}

  async run(statement: string): Promise<void> {
    await sql.raw(statement).execute(this.db)
  }

  async runAll(statements: string[]): Promise<void> {
    for (const s of statements) await this.run(s)
  }

  /** Runs a statement filling `tables` from existing rows; notes them when it inserted any. */
  async fill(statement: string, ...tables: string[]) {
    const { numAffectedRows } = await sql.raw(statement).execute(this.db)
    if (numAffectedRows) for (const t of tables) this.filled.add(t)
  }

  columnNames(table: string): Promise<string[]> {
    return this.adapter.columnNames(this.db, table)
  }

  hasTable(table: string): Promise<boolean> {
    return this.adapter.hasTable(this.db, table)
  }

  /** Each named column's type as the table has it, for a table that copies them. */
  async columnTypes(table: string, columns: string[]): Promise<Record<string, string>> {
    if (!columns.length) return {}
    return this.adapter.columnTypes(this.db, table)
  }

  /** What an index was made for, when `core_setting` remembers it. */
  async madeShape(key: string): Promise<string | undefined> {
    const made = await this.db
      .selectFrom('core_setting')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst()
    return made?.value
  }

  /** Remembers what an index was made for. */
  async remember(key: string, shape: string) {
    const now = new Date().toISOString()
    await this.db
      .insertInto('core_setting')
      .values({ key, value: shape, createTime: now, updateTime: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: shape, updateTime: now }))
      .execute()
  }

  /**
   * Whether the index under `key` was made for `shape` and its `table` is there; when not,
   * remembers `shape` for the index the caller makes now.
   */
  async madeFor(key: string, shape: string, table: string): Promise<boolean> {
    if ((await this.madeShape(key)) === shape && (await this.hasTable(table))) return true
    await this.remember(key, shape)
    return false
  }

  async forget(key: string) {
    await this.db.deleteFrom('core_setting').where('key', '=', key).execute()
  }
}
