import { DemoMember } from '@backroom/contract'
import { defineResource } from '../../crud'

/** The CRUD example's people; the occupation is chosen from the `occupation` dictionary, nested entries too. */
export const memberResource = defineResource({
  prefix: '/admin/demo/member',
  entity: DemoMember,
  area: 'demo-crud',
  title: 'demo-crud.title',
  fields: [
    { name: 'name', table: { width: 180 } },
    { name: 'occupation', options: { dict: 'occupation' }, table: { width: 160 } },
    { name: 'salary' },
    { name: 'remark', table: { width: 240 }, form: { widget: 'textarea' } },
    { name: 'createTime', table: { sortable: true } },
  ],
})
