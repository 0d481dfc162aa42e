import type { MenuDefinition } from '@backroom/contract'

/** The recycle bin under the Data directory, and its permission buttons. */
export const menus: MenuDefinition[] = [
  {
    key: 'recycle.data',
    parent: 'base.data',
    type: 1,
    name: { 'zh-cn': '数据回收站', 'zh-tw': '資料回收筒', en: 'Recycle bin' },
    router: '/recycle/data',
    viewPath: 'modules/recycle/views/data.vue',
    icon: 'icon-delete',
    orderNum: 6,
  },
  ...(
    [
      ['restore', { 'zh-cn': '恢复数据', 'zh-tw': '還原資料', en: 'Restore data' }],
      ['info', { 'zh-cn': '单个信息', 'zh-tw': '單筆資料', en: 'Info' }],
      ['page', { 'zh-cn': '分页查询', 'zh-tw': '分頁查詢', en: 'Page query' }],
    ] as const
  ).map(
    ([action, name]): MenuDefinition => ({
      key: `recycle.data.${action}`,
      parent: 'recycle.data',
      type: 2,
      name,
      perms: [`recycle:data:${action}`],
    }),
  ),
  {
    key: 'recycle.data.keep',
    parent: 'recycle.data',
    type: 2,
    name: { 'zh-cn': '保留天数', 'zh-tw': '保留天數', en: 'Retention days' },
    perms: ['recycle:data:getKeep', 'recycle:data:setKeep'],
  },
]
