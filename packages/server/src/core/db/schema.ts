import type { Entity } from '@backroom/contract'
import { schemaAdapter } from './dialect/schema.ts'
import type { DynamicDb } from './index.ts'
import { addColumns, createIndex, createTable, syncTable } from './schema/ddl.ts'
import { ensureHeads } from './schema/heads.ts'
import { dropCoveredIndexes, ensureIndex, hasIndex, indexes } from './schema/indexes.ts'
import { ensureKeywordIndexes, settleTrigramIndexes } from './schema/keywords.ts'
import { dropColumnGramsBut, ensureGrams } from './schema/postings.ts'
import type {
  ColumnDdl,
  GramSpec,
  HeadSpec,
  IndexSpec,
  KeywordIndexSpec,
  TableOptions,
} from './schema/specs.ts'
import { SchemaTarget } from './schema/target.ts'
import { dropValueGrams, ensureValueGrams } from './schema/values.ts'
import { ensureValueVersion, ensureWriteVersion } from './schema/write-versions.ts'
import type { Dialect } from './wire.ts'

export { columnDdl, storedType } from './schema/ddl.ts'

/**
 * What migrations and the start-up sync make the schema with, on either dialect: tables and
 * their indexes (schema/ddl.ts, indexes.ts), the indexes derived from the declarations
 * (postings.ts, values.ts, heads.ts, keywords.ts) and write versions (write-versions.ts). What
 * differs between the dialects is in their adapters (dialect/).
 */
export class Schema {
  private readonly target: SchemaTarget

  constructor(
    readonly db: DynamicDb,
    readonly dialect: Dialect,
  ) {
    this.target = new SchemaTarget(db, schemaAdapter(dialect))
  }

  /**
   * Side tables this schema filled from a table's rows (and tables a trigger filled with them):
   * on PostgreSQL their statistics and visibility map are made after the transaction (`settle`).
   */
  get filled(): ReadonlySet<string> {
    return this.target.filled
  }

  /** Makes what the planner needs to know of the side tables filled in bulk, outside any transaction. */
  static async settle(db: DynamicDb, dialect: Dialect, tables: Iterable<string>) {
    await schemaAdapter(dialect).settle(db, tables)
  }

  run(statement: string): Promise<void> {
    return this.target.run(statement)
  }

  /** `core_migration`, before the first migration runs. */
  ensureMigrationTable() {
    return this.target.run(this.target.adapter.migrationTable)
  }

  /** Keeps instances that start together from migrating twice (PostgreSQL: until the transaction ends). */
  lockMigrations(key: number) {
    return this.target.adapter.lockTransaction(this.db, key)
  }

  /** Seeds insert explicit ids: moves every identity past them so new rows never collide. */
  syncIdentities() {
    return this.target.adapter.syncIdentities(this.db)
  }

  syncTable(entity: Entity) {
    return syncTable(this.target, entity)
  }

  columnNames(table: string): Promise<string[]> {
    return this.target.columnNames(table)
  }

  hasTable(table: string): Promise<boolean> {
    return this.target.hasTable(table)
  }

  createTable(table: string, columns: Record<string, ColumnDdl>, options: TableOptions = {}) {
    return createTable(this.target, table, columns, options)
  }

  addColumns(table: string, columns: Record<string, ColumnDdl>) {
    return addColumns(this.target, table, columns)
  }

  createIndex(table: string, columns: string[], unique = false) {
    return createIndex(this.target, table, columns, unique)
  }

  hasIndex(table: string, columns: string[], unique = false): Promise<boolean> {
    return hasIndex(this.target, table, columns, unique)
  }

  indexes(table: string) {
    return indexes(this.target, table)
  }

  ensureIndex(spec: IndexSpec) {
    return ensureIndex(this.target, spec)
  }

  dropCoveredIndexes(table: string, derived: IndexSpec[]) {
    return dropCoveredIndexes(this.target, table, derived)
  }

  ensureWriteVersion(table: string) {
    return ensureWriteVersion(this.target, table)
  }

  ensureValueVersion(table: string) {
    return ensureValueVersion(this.target, table)
  }

  ensureGrams(spec: GramSpec) {
    return ensureGrams(this.target, spec)
  }

  dropColumnGramsBut(wanted: { table: string; column: string }[]) {
    return dropColumnGramsBut(this.target, wanted)
  }

  ensureValueGrams(table: string, columns: string[], maxLength: number) {
    return ensureValueGrams(this.target, table, columns, maxLength)
  }

  dropValueGrams(table: string) {
    return dropValueGrams(this.target, table)
  }

  ensureHeads(table: string, spec: HeadSpec | undefined) {
    return ensureHeads(this.target, table, spec)
  }

  ensureKeywordIndexes(specs: KeywordIndexSpec[]) {
    return ensureKeywordIndexes(this.target, specs)
  }

  settleTrigramIndexes() {
    return settleTrigramIndexes(this.target)
  }
}
