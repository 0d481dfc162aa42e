import type { MenuDefinition } from '@backroom/contract'

const button = (key: string, name: MenuDefinition['name'], perms: string[]): MenuDefinition => ({
  key: `dict.list.${key}`,
  parent: 'dict.list',
  type: 2,
  name,
  perms,
})

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
  button('delete', { 'zh-cn': '删除', 'zh-tw': '刪除', en: 'Delete' }, ['dict:info:delete']),
  button('update', { 'zh-cn': '修改', 'zh-tw': '修改', en: 'Edit' }, ['dict:info:update', 'dict:info:info']),
  button('data', { 'zh-cn': '获得字典数据', 'zh-tw': '取得字典資料', en: 'Get dictionary data' }, [
    'dict:info:data',
  ]),
  button('info', { 'zh-cn': '单个信息', 'zh-tw': '單筆資料', en: 'Info' }, ['dict:info:info']),
  button('list', { 'zh-cn': '列表查询', 'zh-tw': '列表查詢', en: 'List query' }, ['dict:info:list']),
  button('page', { 'zh-cn': '分页查询', 'zh-tw': '分頁查詢', en: 'Page query' }, ['dict:info:page']),
  button('add', { 'zh-cn': '新增', 'zh-tw': '新增', en: 'Add' }, ['dict:info:add']),
  button('order', { 'zh-cn': '排序', 'zh-tw': '排序', en: 'Reorder' }, ['dict:info:order']),
  button('type', { 'zh-cn': '字典类型', 'zh-tw': '字典類型', en: 'Dictionary types' }, [
    'dict:type:delete',
    'dict:type:update',
    'dict:type:info',
    'dict:type:list',
    'dict:type:page',
    'dict:type:add',
  ]),
]
