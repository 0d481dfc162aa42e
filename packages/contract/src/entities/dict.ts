import { z } from 'zod'
import { col } from '../column.ts'
import { entity } from '../entity.ts'

export const DictType = entity('dict_type', 'DictTypeEntity', {
  name: col.string(100, '名称'),
  key: col.string(100, '标识').with({ unique: true }),
})

export const DictInfo = entity('dict_info', 'DictInfoEntity', {
  typeId: col.int('类型ID'),
  name: col.string(100, '名称'),
  value: col.string(500, '值').nullable(),
  orderNum: col.order('排序').default(0),
  remark: col.string(500, '备注').nullable(),
  parentId: col.int('父ID').nullable(),
})

/** `dict/info/data`: entries of these type keys (all when omitted) */
export const DictDataQuery = z.looseObject({ types: z.array(z.string().max(100)).max(200).optional() })
