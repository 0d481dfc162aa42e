import { z } from 'zod'
import { type Column, col } from './column.ts'
import { Id } from './numbers.ts'

type Columns = Record<string, Column>

/** Every table has these, written by the server. */
const baseColumns = {
  id: col.int('ID').with({ serverOnly: true }),
  createTime: col.datetime('创建时间').with({ serverOnly: true }),
  updateTime: col.datetime('更新时间').with({ serverOnly: true }),
}
type BaseColumns = typeof baseColumns

type RowShape<C extends Columns> = {
  [K in keyof C]: C[K] extends Column<infer S> ? z.ZodType<z.output<S>> : never
}
type AddShape<C extends Columns> = {
  [K in keyof C]: C[K] extends Column<infer S, infer O> ? (O extends true ? z.ZodOptional<S> : S) : never
}
type UpdateShape<C extends Columns> = {
  [K in keyof C]: C[K] extends Column<infer S> ? z.ZodOptional<S> : never
}

export interface Entity<C extends Columns = Columns> {
  table: string
  /** class-style name shown in EPS and recycle records, e.g. `BaseSysUserEntity` */
  name: string
  columns: BaseColumns & C
  /** what a read returns (secret columns excluded at run time) */
  row: z.ZodObject<RowShape<BaseColumns & C>>
  /** body of `add`: required columns are those neither nullable nor defaulted */
  add: z.ZodObject<AddShape<C>>
  /** body of `update`: partial, `id` required */
  update: z.ZodObject<UpdateShape<C> & { id: typeof Id }>
}

export function entity<C extends Columns>(table: string, name: string, columns: C): Entity<C> {
  const all = { ...baseColumns, ...columns }
  const rowShape: Record<string, z.ZodType> = {}
  const addShape: Record<string, z.ZodType> = {}
  const updateShape: Record<string, z.ZodType> = {}
  for (const [key, column] of Object.entries(all)) {
    rowShape[key] = column.schema
    if (column.meta.serverOnly) continue
    const optional = column.meta.nullable || column.meta.defaultValue !== undefined
    addShape[key] = optional ? column.schema.optional() : column.schema
    updateShape[key] = column.schema.optional()
  }
  updateShape.id = Id
  return {
    table,
    name,
    columns: all,
    row: z.object(rowShape),
    add: z.object(addShape),
    update: z.object(updateShape),
  } as unknown as Entity<C>
}

/**
 * The column of a tenant-aware table: with `TENANCY=on` the engine fills it with the caller's
 * tenant and shows each administrator the rows of their tenant only.
 */
export const tenantColumns = {
  tenantId: col.int('租户ID').nullable().with({ serverOnly: true }),
}

export const isTenantAware = (e: Entity) => 'tenantId' in e.columns

export type RowOf<E extends Entity> = z.output<E['row']>
