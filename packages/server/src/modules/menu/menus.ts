import { type MenuDefinition, menuButtons } from '@backroom/contract'

/**
 * The site directory: one screen for classifies (the tree on the left) and their entries, one for
 * the app users' evaluations, each with a button per action.
 */
export const menus: MenuDefinition[] = [
  {
    key: 'menu.dir',
    type: 0,
    name: { 'zh-cn': '网站导航', 'zh-tw': '網站導覽', en: 'Site directory' },
    icon: 'icon-discover',
    orderNum: 13,
  },
  {
    key: 'menu.info',
    parent: 'menu.dir',
    type: 1,
    name: { 'zh-cn': '导航管理', 'zh-tw': '導覽管理', en: 'Sites' },
    router: '/menu/info',
    viewPath: 'modules/menu/views/info.vue',
    icon: 'icon-map',
    orderNum: 1,
  },
  ...menuButtons('menu.info', 'menu:info', [
    'delete',
    { name: 'update', perms: ['update', 'info'] },
    'info',
    'list',
    'page',
    'add',
  ]),
  ...menuButtons('menu.info', 'menu:classify', [
    {
      name: 'classify',
      text: { 'zh-cn': '导航分类', 'zh-tw': '導覽分類', en: 'Categories' },
      perms: ['page', 'list', 'info', 'add', 'update', 'delete', 'order', 'menuCount'],
    },
  ]),
  {
    key: 'menu.evaluate',
    parent: 'menu.dir',
    type: 1,
    name: { 'zh-cn': '评价管理', 'zh-tw': '評價管理', en: 'Evaluations' },
    router: '/menu/evaluate',
    viewPath: 'modules/menu/views/evaluate.vue',
    icon: 'icon-msg',
    orderNum: 2,
  },
  ...menuButtons('menu.evaluate', 'menu:evaluate', ['delete', 'info', 'page']),
]
