import type { ColumnMeta, Entity } from '@backroom/contract'
import { type SelectQueryBuilder, sql } from 'kysely'
import type { z } from 'zod'
import type { ReadColumn } from '../../db/dialect/query.ts'
import type { DynamicDb } from '../../db/index.ts'
import { readValue } from '../../db/wire.ts'
import type { Join } from '../controller.ts'

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
export type AnySelect = SelectQueryBuilder<any, any, any>
export type Columns = Record<string, { meta: ColumnMeta; schema: z.ZodType }>

const asRead = (value: unknown) => value

/**
 * Columns a read returns, in order: the entity's (`columns`: secrets left out), the joined ones and
 * the secrets' marks; the query adapter selects them and makes them wire-ready (RowReads).
 */
export function readColumns(
  entity: Entity,
  columns: string[],
  joins: Join[],
  secretSet: Record<string, string>,
): ReadColumn[] {
  const cols = entity.columns as Columns
  const wire = (meta: ColumnMeta | undefined) => (meta ? (v: unknown) => readValue(meta, v) : asRead)
  const out: ReadColumn[] = [
    ...columns.map((c) => ({ name: c, source: sql.ref(`a.${c}`), read: wire(cols[c].meta) })),
    ...joins.flatMap((j) =>
      Object.entries(j.select).map(([as, source]) => ({ name: as, source: sql.ref(source), read: asRead })),
    ),
    ...Object.entries(secretSet).map(([as, column]) => ({
      name: as,
      source: sql`${sql.ref(`a.${column}`)} is not null`,
      read: Boolean,
    })),
  ]
  const names = out.map((o) => o.name)
  if (new Set(names).size < names.length) throw new Error(`${entity.table}: a read returns a name twice`)
  return out
}

/** The table (alias `a`) with its joins, unfiltered. */
export function tableFrom(db: DynamicDb, table: string, joins: Join[], withJoins = true): AnySelect {
  let q: AnySelect = db.selectFrom(`${table} as a`)
  if (withJoins) for (const j of joins) q = q.leftJoin(`${j.table} as ${j.alias}`, j.on[0], j.on[1])
  return q
}
