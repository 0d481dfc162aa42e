import { type MenuDefinition, menuButtons } from '@backroom/contract'

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
  ...menuButtons('recycle.data', 'recycle:data', [
    { name: 'restore', text: { 'zh-cn': '恢复数据', 'zh-tw': '還原資料', en: 'Restore data' } },
    'info',
    'page',
    {
      name: 'keep',
      text: { 'zh-cn': '保留天数', 'zh-tw': '保留天數', en: 'Retention days' },
      perms: ['getKeep', 'setKeep'],
    },
  ]),
]
