import { col } from '../column.ts'
import { entity } from '../entity.ts'

/** The CRUD example's people: a name, an occupation from the `occupation` dictionary and a monthly salary. */
export const DemoMember = entity('demo_member', 'DemoMemberEntity', {
  name: col.string(50, '姓名'),
  /** the value of an `occupation` dictionary entry (its id when the entry has no value) */
  occupation: col.int('职业').nullable(),
  /** money, exact: sent as text with two decimals ("8800.50") */
  salary: col.decimal(10, 2, '月薪').nullable(),
  remark: col.string(500, '备注').nullable(),
})
