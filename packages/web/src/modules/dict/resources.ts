import { DictInfo, DictType } from '@backroom/contract'
import { defineResource } from '../../crud'
import { ParentSelect } from './components/entries'

/** Dictionary types (contract §7.9): a name and the key fields name them by. */
export const dictTypeResource = defineResource({
  prefix: '/admin/dict/type',
  entity: DictType,
  area: 'dict',
  title: 'dict.type',
  fields: [
    { name: 'name', table: false },
    { name: 'key', table: false, form: { extra: 'dict.keyHint' } },
  ],
})

/** The entries of one type, as a tree. */
export const dictInfoResource = defineResource({
  prefix: '/admin/dict/info',
  entity: DictInfo,
  area: 'dict',
  title: 'dict.entry',
  fields: [
    { name: 'name', table: { width: 200 } },
    { name: 'value', table: { width: 200 } },
    { name: 'orderNum', table: { width: 90 }, form: { span: 12, widget: 'number' } },
    { name: 'parentId', table: false, form: { span: 12, widget: ParentSelect } },
    { name: 'typeId', table: false, form: false },
    { name: 'labels', table: false, form: false },
    { name: 'remark', table: { width: 200 }, form: { widget: 'textarea' } },
    { name: 'createTime', table: { width: 170 } },
  ],
})
