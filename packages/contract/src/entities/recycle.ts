import { z } from 'zod'
import { col } from '../column.ts'
import { entity } from '../entity.ts'
import { Id, intBetween } from '../numbers.ts'

/** One table's share of a delete: rows removed, or rows changed (kept as they were before). */
export const RecycleChunk = z.object({
  table: z.string(),
  action: z.enum(['deleted', 'changed']),
  rows: z.array(z.record(z.string(), z.unknown())),
  /** changed rows: the columns the delete changed, the only ones a restore puts back */
  columns: z.array(z.string()).optional(),
})
export type RecycleChunk = z.infer<typeof RecycleChunk>

export const RecycleData = entity('recycle_data', 'RecycleDataEntity', {
  entityInfo: col.json(
    z.object({ dataSourceName: z.string(), entity: z.string(), table: z.string() }),
    '实体信息',
  ),
  userId: col.int('操作人').nullable(),
  data: col.json(z.array(RecycleChunk), '被删除的数据'),
  url: col.string(255, '请求的接口').nullable(),
  params: col.json(z.unknown(), '请求参数').nullable(),
  count: col.int('删除数据条数').default(1),
})

export const RecycleRestore = z.object({ ids: z.array(Id).min(1).max(1000) })

/** `recycle/data/setKeep`: days a record stays in the bin before the daily purge */
export const RecycleKeep = z.object({ value: intBetween(1, 3650) })
