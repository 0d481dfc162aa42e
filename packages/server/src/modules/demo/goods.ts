import { DemoGoods, SysUser } from '@backroom/contract'
import { cleanRichText, type ResourceDeclaration } from '../../platform.ts'
import { assertEntry } from './dictionary.ts'
import { messages } from './messages.ts'

/**
 * The CRUD demo's goods: `/admin/demo/goods`, the six standard routes. The adding administrator is
 * written by the server and listed as `userName`; the description is rich text, cleaned as written.
 */
export const goodsResource: ResourceDeclaration = {
  prefix: '/admin/demo/goods',
  entity: DemoGoods,
  description: { 'zh-cn': '演示商品', 'zh-tw': '示範商品', en: 'Demo goods' },
  api: ['add', 'delete', 'update', 'info', 'list', 'page'],
  scope: { none: 'example data shared by every administrator (of a tenant, under TENANCY=on)' },
  search: { keyWord: ['description'], eq: ['status', 'type'], like: ['title'] },
  sortable: ['price', 'stock'],
  joins: [
    {
      table: 'base_sys_user',
      alias: 'b',
      on: ['a.userId', 'b.id'],
      select: { userName: 'b.nickName' },
      entity: SysUser,
    },
  ],
  hooks: {
    async beforeWrite(trx, values, { mode, req }) {
      await assertEntry(trx, 'goodsType', values.type, messages.noGoodsType)
      if (mode === 'add') values.userId = req.admin.userId
      if (typeof values.description === 'string') values.description = cleanRichText(values.description)
      return values
    },
  },
}
