import type { Dialect } from '../wire.ts'
import { postgresSchema } from './postgres/schema.ts'
import type { SchemaAdapter } from './schema-adapter.ts'
import { sqliteSchema } from './sqlite/schema.ts'

export type {
  HeadsSql,
  KeywordIndexDdl,
  PostingsSql,
  SchemaAdapter,
  ValueGramsSql,
} from './schema-adapter.ts'

const ADAPTERS: Record<Dialect, SchemaAdapter> = { sqlite: sqliteSchema, postgres: postgresSchema }

/** What the schema does differently on this dialect. */
export const schemaAdapter = (dialect: Dialect): SchemaAdapter => ADAPTERS[dialect]
