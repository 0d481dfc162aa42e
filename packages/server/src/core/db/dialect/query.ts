import { postgresQuery } from './postgres/query.ts'
import type { QueryAdapter } from './query-adapter.ts'
import { sqliteQuery } from './sqlite/query.ts'

export type { BucketUnit, KeywordTables, QueryAdapter, ReadColumn, RowReads } from './query-adapter.ts'

/** The databases Backroom runs on. */
export type Dialect = 'sqlite' | 'postgres'

const ADAPTERS: Record<Dialect, QueryAdapter> = { sqlite: sqliteQuery, postgres: postgresQuery }

/** What the CRUD engine's queries and bound values do differently on this dialect. */
export const queryAdapter = (dialect: Dialect): QueryAdapter => ADAPTERS[dialect]
