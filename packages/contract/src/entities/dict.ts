import { z } from 'zod'
import { Column, col } from '../column.ts'
import { entity } from '../entity.ts'
import { LANGUAGES } from '../envelope.ts'

const key = col.string(100, '标识')

export const DictType = entity('dict_type', 'DictTypeEntity', {
  name: col.string(100, '名称'),
  /** what screens and EPS columns name the type by: letters, digits and `_` */
  key: new Column(key.schema.regex(/^\w+$/), { ...key.meta, unique: true }),
})

export const DictInfo = entity('dict_info', 'DictInfoEntity', {
  typeId: col.int('类型ID'),
  name: col.string(100, '名称'),
  value: col.string(500, '值').nullable(),
  orderNum: col.order('排序').default(0),
  remark: col.string(500, '备注').nullable(),
  parentId: col.int('父ID').nullable(),
  /** the name in other languages, e.g. `{ "en": "Mage" }`; `name` is shown where one is missing */
  labels: col.json(z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(100)), '多语言名称').nullable(),
})

/** `dict/info/data`: entries of these type keys (all when omitted) */
export const DictDataQuery = z.looseObject({ types: z.array(z.string().max(100)).max(200).optional() })
