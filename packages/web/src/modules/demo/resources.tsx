import { DemoGoods, DemoMember } from '@backroom/contract'
import type { WidgetProps } from '../../crud'
import { defineResource, ImageListUpload, ImageUpload, RichTextEditor } from '../../crud'
import { Thumbnail } from './components/Thumbnail'

const STATUSES = [
  { value: 1, label: 'demo-goods.status.1', color: 'green' },
  { value: 0, label: 'demo-goods.status.0', color: 'default' },
] as const

const Examples = (props: WidgetProps<string[] | null>) => <ImageListUpload {...props} limit={6} />

/**
 * The CRUD demo's goods: a picture, a rich-text description, a type from the `goodsType`
 * dictionary (nested, so chosen from a tree), exact prices and the administrator who added them.
 */
export const goodsResource = defineResource({
  prefix: '/admin/demo/goods',
  entity: DemoGoods,
  area: 'demo-goods',
  title: 'demo-goods.title',
  fields: [
    {
      name: 'mainImage',
      table: { width: 72, render: (v) => <Thumbnail src={v} /> },
      form: { widget: ImageUpload },
      importable: false,
    },
    { name: 'title', table: { width: 180 }, form: { span: 12 } },
    { name: 'type', options: { dict: 'goodsType' }, table: { width: 110 }, form: { span: 12 } },
    { name: 'price', table: { width: 110, sortable: true }, form: { span: 12 } },
    { name: 'stock', table: { width: 90, sortable: true }, form: { span: 12, widget: 'number' } },
    { name: 'status', options: STATUSES, table: { width: 90 }, form: { widget: 'radio' } },
    { name: 'exampleImages', table: false, form: { widget: Examples }, importable: false },
    { name: 'description', table: false, form: { widget: RichTextEditor } },
    { name: 'userName', table: { width: 120 } },
    { name: 'createTime', table: { width: 168, sortable: true, hidden: true } },
  ],
})

/** The dictionary example's people; the occupation is chosen from the `occupation` dictionary, nested entries too. */
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
