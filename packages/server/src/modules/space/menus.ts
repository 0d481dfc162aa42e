import { type MenuDefinition, menuButtons, SEEDED_CRUD_ACTIONS } from '@backroom/contract'

/** The file space under the Data directory; its permissions in one button, as the reference seeds them. */
export const menus: MenuDefinition[] = [
  {
    key: 'space.list',
    parent: 'base.data',
    type: 1,
    name: { 'zh-cn': '文件管理', 'zh-tw': '檔案管理', en: 'Files' },
    router: '/space/list',
    viewPath: 'modules/space/views/list.vue',
    icon: 'icon-log',
    orderNum: 5,
  },
  ...menuButtons('space.list', 'space', [
    { name: 'perms', perms: ['info', 'type'].flatMap((r) => SEEDED_CRUD_ACTIONS.map((a) => `${r}:${a}`)) },
  ]),
]
