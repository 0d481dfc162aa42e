import { z } from 'zod'
import { FILTER_TEXT_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits.ts'
import { Id, INT32_MAX, intBetween, numeric } from './numbers.ts'

/** `ids` as an array; a comma-separated string is also accepted (older clients send one). */
export const Ids = z.union([
  z.array(Id),
  Id.transform((v) => [v]),
  z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(z.int().min(1).max(INT32_MAX))),
])

export const DeleteBody = z.looseObject({ ids: Ids })
export const InfoQuery = z.object({ id: Id })

const sortList = z
  .string()
  .trim()
  .max(200)
  .transform((s) => s.split(',').map((p) => p.trim()))

const filterText = z.string().max(FILTER_TEXT_MAX)

/** A resource's filter, named by its declaration rather than here: its texts bounded as the keyword is. */
const filter = z.unknown().superRefine((v, ctx) => {
  for (const [i, text] of (Array.isArray(v) ? v : [v]).entries())
    if (typeof text === 'string' && text.length > FILTER_TEXT_MAX)
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: FILTER_TEXT_MAX,
        input: text,
        path: Array.isArray(v) ? [i] : [],
      })
})

/** Filters of list and page: known keys here, resource filters in the remainder. */
export const ListQuery = z
  .object({
    keyWord: z.union([filterText, z.number()]).optional(),
    order: sortList.optional(),
    sort: sortList.optional(),
  })
  .catchall(filter)

export const PageQuery = ListQuery.extend({
  page: intBetween(1, 10_000_000).default(1),
  size: numeric(z.int())
    .default(PAGE_SIZE_DEFAULT)
    .transform((n) => Math.min(Math.max(n, 1), PAGE_SIZE_MAX)),
  isExport: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  maxExportLimit: numeric(z.int().min(0)).optional(),
})
export type PageQueryInput = z.input<typeof PageQuery>

export interface Pagination {
  page: number
  size: number
  total: number
}
export interface Page<T> {
  list: T[]
  pagination: Pagination
}

/** `order` of a tree resource: moved and reordered rows, `orderNum` = position among siblings */
export const TreeOrder = z
  .array(
    z.object({
      id: Id,
      parentId: Id.nullable().optional(),
      orderNum: intBetween(0, 1_000_000),
    }),
  )
  .min(1)
  .max(5000)

export const CRUD_ACTIONS = ['add', 'delete', 'update', 'info', 'list', 'page'] as const
export type CrudAction = (typeof CRUD_ACTIONS)[number]
