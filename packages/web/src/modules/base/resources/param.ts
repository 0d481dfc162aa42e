import { SysParam } from '@backroom/contract'
import { defineResource } from '../../../crud'
import { ParamDataInput } from '../components/param/ParamDataInput'
import { paramDataPreview } from '../components/param/param-data'

export const PARAM_TYPES = [
  { value: 0, label: 'sys-param.types.string', color: 'blue' },
  { value: 1, label: 'sys-param.types.richText', color: 'green' },
  { value: 2, label: 'sys-param.types.file', color: 'orange' },
] as const
export const RICH_TEXT = 1

/** Shop-wide settings by key: text, rich text (sanitized HTML) or files. */
export const paramResource = defineResource({
  prefix: '/admin/base/sys/param',
  entity: SysParam,
  area: 'sys-param',
  title: 'sys-param.title',
  fields: [
    { name: 'name', table: { width: 180 }, form: { span: 12 } },
    { name: 'keyName', table: { width: 180 }, form: { span: 12 } },
    { name: 'dataType', options: PARAM_TYPES, form: { widget: 'radio' } },
    {
      name: 'data',
      table: { width: 280, render: (value, row) => paramDataPreview(value, row.dataType) },
      form: { widget: ParamDataInput },
    },
    { name: 'isPublic', table: { width: 80 }, form: { widget: 'switch', extra: 'sys-param.publicHint' } },
    { name: 'remark', table: { width: 200 }, form: { widget: 'textarea' } },
    { name: 'createTime', table: { hidden: true, sortable: true } },
    { name: 'updateTime', table: { sortable: true } },
  ],
})
