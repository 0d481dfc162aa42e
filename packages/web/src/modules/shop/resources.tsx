import { ShopCategory, ShopComment, ShopGoods, ShopOrder } from '@backroom/contract'
import {
  defineResource,
  ImageListUpload,
  ImageUpload,
  RichTextEditor,
  treeSelectField,
  type WidgetProps,
} from '../../crud'
import { GOODS_STATUS, HIDDEN, ORDER_STATUS_CHOICES, SCORES } from './choices'
import { useCategoryTree } from './components/categories'
import { CommentHiddenCell, ScoreCell } from './components/comment-cells'
import { GoodsStatusCell, StockCell, Thumbnail } from './components/goods-cells'
import { CATEGORIES, COMMENTS, GOODS, ORDERS } from './endpoints'

const Pictures = (props: WidgetProps<string[] | null>) => <ImageListUpload {...props} limit={9} />

/** The goods' categories: a tree beside the goods, ordered by dragging. */
export const categoryResource = defineResource({
  prefix: CATEGORIES,
  entity: ShopCategory,
  area: 'shop',
  title: 'shop.category',
  fields: [
    { name: 'name', form: { span: 12 } },
    { name: 'parentId', form: { span: 12, widget: treeSelectField(useCategoryTree, 'shop.topLevel') } },
    { name: 'pic', form: { widget: ImageUpload } },
    { name: 'order', table: false, form: false },
  ],
})

/**
 * What the shop sells: a main picture and up to 9 more from the file space, an exact price, the
 * stock (a warning below the shop's setting), on or off shelf in the row or several at once.
 */
export const goodsResource = defineResource({
  prefix: GOODS,
  entity: ShopGoods,
  area: 'shop',
  title: 'shop.goods',
  fields: [
    {
      name: 'pic',
      table: { width: 64, render: (v) => <Thumbnail src={v} /> },
      form: { widget: ImageUpload },
    },
    { name: 'name', table: { width: 180 }, form: { span: 12 } },
    { name: 'price', table: { width: 96, sortable: true }, form: { span: 12 } },
    {
      name: 'status',
      options: GOODS_STATUS,
      table: { width: 80, render: (_, row) => <GoodsStatusCell row={row} /> },
      form: { span: 12, widget: 'radio' },
    },
    {
      name: 'stock',
      table: { width: 100, sortable: true, render: (v) => <StockCell stock={v} /> },
      form: { span: 12 },
    },
    { name: 'categoryName', table: { width: 110 } },
    {
      name: 'categoryId',
      table: false,
      form: { span: 12, widget: treeSelectField(useCategoryTree, 'shop.noCategory') },
    },
    { name: 'brand', table: { width: 100 }, form: { span: 12 } },
    { name: 'origin', table: { width: 100, hidden: true }, form: { span: 12 } },
    { name: 'order', table: { width: 80, hidden: true, sortable: true }, form: { span: 12 } },
    { name: 'pics', table: false, form: { widget: Pictures } },
    { name: 'details', table: false, form: { widget: RichTextEditor } },
    { name: 'onShelfTime', table: { width: 168 } },
    { name: 'createTime', table: { width: 168, hidden: true, sortable: true } },
  ],
})

/** Shoppers' comments: read, hidden from the shop's front end or deleted here; written by shoppers. */
export const commentResource = defineResource({
  prefix: COMMENTS,
  entity: ShopComment,
  area: 'shop',
  title: 'shop.comment',
  fields: [
    {
      name: 'goodsName',
      table: { width: 200, render: (v, row) => <Thumbnail src={row.goodsPic} label={String(v ?? '')} /> },
    },
    { name: 'userName', table: { width: 110 } },
    {
      name: 'score',
      options: SCORES,
      table: { width: 140, sortable: true, render: (v) => <ScoreCell score={v} /> },
    },
    { name: 'content', table: { width: 280 } },
    {
      name: 'hidden',
      options: HIDDEN,
      table: { width: 90, render: (_, row) => <CommentHiddenCell row={row} /> },
    },
    { name: 'createTime', table: { width: 168, sortable: true } },
    { name: 'goodsId', table: false },
    { name: 'userId', table: false },
  ],
})

/**
 * Shoppers' orders: placed through the app realm, moved here through their transitions (pay, ship,
 * complete, cancel, refund), never added or edited field by field.
 */
export const orderResource = defineResource({
  prefix: ORDERS,
  entity: ShopOrder,
  area: 'shop',
  title: 'shop.order',
  fields: [
    { name: 'orderNum', table: { width: 170 } },
    { name: 'userName', table: { width: 110 } },
    { name: 'goodsNames', table: { width: 240 } },
    { name: 'total', table: { width: 110, sortable: true } },
    { name: 'status', options: ORDER_STATUS_CHOICES, table: { width: 90 } },
    { name: 'payTime', table: { width: 168, sortable: true } },
    { name: 'createTime', table: { width: 168, sortable: true } },
    { name: 'payment', table: { width: 100, hidden: true } },
    { name: 'shipTime', table: { width: 168, hidden: true } },
    { name: 'trackingNumber', table: { width: 150, hidden: true } },
    { name: 'remark', table: { width: 200, hidden: true } },
    { name: 'userId', table: false },
    { name: 'address', table: false },
  ],
})
