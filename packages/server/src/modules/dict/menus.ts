import { type MenuDefinition, menuButtons } from '@backroom/contract'

/** The dictionary page under the Data directory, and its permission buttons. */
export const menus: MenuDefinition[] = [
  {
    key: 'dict.list',
    parent: 'base.data',
    type: 1,
    name: { 'zh-cn': '字典管理', 'zh-tw': '字典管理', en: 'Dictionaries' },
    router: '/dict/list',
    viewPath: 'modules/dict/views/list.vue',
    icon: 'icon-dict',
    orderNum: 3,
  },
  ...menuButtons('dict.list', 'dict:info', [
    'delete',
    { name: 'update', perms: ['update', 'info'] },
    { name: 'data', text: { 'zh-cn': '获得字典数据', 'zh-tw': '取得字典資料', en: 'Get dictionary data' } },
    'info',
    'list',
    'page',
    'add',
    { name: 'order', text: { 'zh-cn': '排序', 'zh-tw': '排序', en: 'Reorder' } },
  ]),
  ...menuButtons('dict.list', 'dict:type', [
    {
      name: 'type',
      text: { 'zh-cn': '字典类型', 'zh-tw': '字典類型', en: 'Dictionary types' },
      perms: ['delete', 'update', 'info', 'list', 'page', 'add'],
    },
  ]),
]
