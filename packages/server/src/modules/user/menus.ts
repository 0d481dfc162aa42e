import { type MenuDefinition, menuButtons } from '@backroom/contract'

/**
 * The app users' directory and list, with a button per action, under the keys the first seed's
 * rows were adopted by (legacy.ts): a database seeded by id keeps its rows.
 */
export const menus: MenuDefinition[] = [
  {
    key: 'user.dir',
    type: 0,
    name: { 'zh-cn': '用户管理', 'zh-tw': '使用者管理', en: 'App users' },
    icon: 'icon-user',
    orderNum: 11,
  },
  {
    key: 'user.list',
    parent: 'user.dir',
    type: 1,
    // the reference names both user lists so; translations go by the zh-cn name, so they agree too
    name: { 'zh-cn': '用户列表', 'zh-tw': '使用者列表', en: 'Users' },
    router: '/user/list',
    viewPath: 'modules/user/views/list.vue',
    icon: 'icon-menu',
    orderNum: 1,
  },
  ...menuButtons('user.list', 'user:info', [
    'delete',
    { name: 'update', perms: ['update', 'info', 'adjustBalance'] },
    'info',
    'list',
    'page',
    'add',
  ]),
  ...menuButtons('user.list', 'user:address', [
    {
      name: 'address',
      text: { 'zh-cn': '收货地址', 'zh-tw': '收貨地址', en: 'Addresses' },
      perms: ['page', 'list', 'info', 'add', 'update', 'delete'],
    },
  ]),
]
