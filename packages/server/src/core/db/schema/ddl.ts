import type { ColumnMeta, Entity } from '@backroom/contract'
import { type SchemaAdapter, schemaAdapter } from '../dialect/schema.ts'
import type { Dialect } from '../wire.ts'
import { type ColumnDdl, type DeclaredType, quoteList, type TableOptions } from './specs.ts'
import type { SchemaTarget } from './target.ts'

const TYPE = /^(int|bigint|varchar\((\d+)\)|text|bool|decimal\((\d+),\s*(\d+)\)|json|datetime)(?=\s|$)/

function parseType(name: string, spec: string): DeclaredType {
  const m = TYPE.exec(spec.trim())
  if (!m) throw new Error(`Unknown column type in "${name}: ${spec}"`)
  return { token: m[0], length: m[2], precision: m[3], scale: m[4] }
}

function columnSql(adapter: SchemaAdapter, name: string, spec: string): string {
  const type = parseType(name, spec)
  const modifiers = adapter.columnModifiers(type, spec.trim().slice(type.token.length), `${name}: ${spec}`)
  return `"${name}" ${adapter.columnType(type)}${modifiers}`
}

const DDL_TYPE: Record<ColumnMeta['kind'], (meta: ColumnMeta) => string> = {
  int: (m) => (m.big ? 'bigint' : 'int'),
  string: (m) => `varchar(${m.length})`,
  text: () => 'text',
  boolean: () => 'bool',
  decimal: (m) => `decimal(${m.length},${m.scale})`,
  json: () => 'json',
  datetime: () => 'datetime',
}

/** A declared column as a migration writes it: `varchar(100) not null unique default 'x'`. */
export function columnDdl(meta: ColumnMeta): ColumnDdl {
  const parts = [DDL_TYPE[meta.kind](meta)]
  if (!meta.nullable) parts.push('not null')
  if (meta.unique) parts.push('unique')
  const d = meta.defaultValue
  if (d !== undefined && d !== null)
    parts.push(`default ${typeof d === 'string' ? `'${d.replaceAll("'", "''")}'` : String(d)}`)
  return parts.join(' ')
}

/**
 * The type the database reports for a declared column (`information_schema` on PostgreSQL,
 * `pragma table_info` on SQLite): what the schema-drift test compares.
 */
export function storedType(dialect: Dialect, meta: ColumnMeta, name: string = meta.kind): string {
  const adapter = schemaAdapter(dialect)
  return adapter.reportedType(adapter.columnType(parseType(name, DDL_TYPE[meta.kind](meta))))
}

/** The name of the plain index createIndex makes. */
export const indexName = (table: string, columns: string[], unique: boolean) =>
  `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`

export async function createIndex(t: SchemaTarget, table: string, columns: string[], unique = false) {
  await t.run(
    `create ${unique ? 'unique ' : ''}index "${indexName(table, columns, unique)}" on "${table}" (${quoteList(columns)})`,
  )
}

export async function createTable(
  t: SchemaTarget,
  table: string,
  columns: Record<string, ColumnDdl>,
  options: TableOptions = {},
) {
  const lines = [
    t.adapter.idColumn,
    ...Object.entries(columns).map(([name, spec]) => columnSql(t.adapter, name, spec)),
    columnSql(t.adapter, 'createTime', 'datetime not null'),
    columnSql(t.adapter, 'updateTime', 'datetime not null'),
  ]
  await t.run(`create table "${table}" (\n  ${lines.join(',\n  ')}\n)`)
  await createIndex(t, table, ['createTime'])
  for (const cols of options.indexes ?? []) await createIndex(t, table, cols)
  for (const cols of options.unique ?? []) await createIndex(t, table, cols, true)
}

/** Adds columns to an existing table, declared as createTable declares them (nullable or with a default). */
export async function addColumns(t: SchemaTarget, table: string, columns: Record<string, ColumnDdl>) {
  for (const [name, spec] of Object.entries(columns))
    await t.run(`alter table "${table}" add column ${columnSql(t.adapter, name, spec)}`)
}

/**
 * Makes a declared table exist with every declared column: creates it, or adds the columns it
 * lacks (a column added to a table with rows must be nullable or have a default).
 */
export async function syncTable(t: SchemaTarget, entity: Entity) {
  const columns = Object.entries(entity.columns as Record<string, { meta: ColumnMeta }>).filter(
    ([name]) => !['id', 'createTime', 'updateTime'].includes(name),
  )
  if (!(await t.hasTable(entity.table))) {
    await createTable(
      t,
      entity.table,
      Object.fromEntries(columns.map(([name, { meta }]) => [name, columnDdl(meta)])),
    )
    return
  }
  const present = new Set(await t.columnNames(entity.table))
  for (const [name, { meta }] of columns) {
    if (present.has(name)) continue
    await t.run(
      `alter table "${entity.table}" add column ${columnSql(t.adapter, name, columnDdl({ ...meta, unique: false }))}`,
    )
    if (meta.unique) await createIndex(t, entity.table, [name], true)
  }
}
