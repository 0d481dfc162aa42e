import { z } from 'zod'
import { col } from '../column.ts'
import { entity, tenantColumns } from '../entity.ts'

/** The dictionary example's people: a name, an occupation from the `occupation` dictionary and a monthly salary. */
export const DemoMember = entity('demo_member', 'DemoMemberEntity', {
  name: col.string(50, '姓名'),
  /** the value of an `occupation` dictionary entry (its id when the entry has no value) */
  occupation: col.int('职业').nullable(),
  /** money, exact: sent as text with two decimals ("8800.50") */
  salary: col.decimal(10, 2, '月薪').nullable(),
  remark: col.string(500, '备注').nullable(),
})

/** The CRUD demo's goods (`DemoGoodsEntity`): what the kit does, on one table; tenant-aware under TENANCY=on. */
export const DemoGoods = entity('demo_goods', 'DemoGoodsEntity', {
  title: col.string(50, '标题'),
  /** money, exact: sent as text with two decimals ("19.90") */
  price: col.decimal(5, 2, '价格'),
  /** rich text */
  description: col.text('描述').nullable(),
  mainImage: col.string(500, '主图').nullable(),
  /** the value of a `goodsType` dictionary entry */
  type: col.int('分类').nullable(),
  status: col.choice('状态', ['禁用', '启用']).default(1),
  exampleImages: col.json(z.array(z.string().trim().max(500)).max(20), '示例图').nullable(),
  stock: col.int('库存').default(0),
  /** the administrator who added it, written by the server */
  userId: col.int('创建者ID').nullable().with({ serverOnly: true }),
  ...tenantColumns,
})
