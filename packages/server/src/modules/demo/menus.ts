import { type MenuDefinition, menuButtons, SEEDED_CRUD_ACTIONS } from '@backroom/contract'

/** The CRUD example under the Tutorials directory, and its permissions in one button. */
export const menus: MenuDefinition[] = [
  {
    key: 'demo.crud',
    parent: 'base.tutorial',
    type: 1,
    name: { 'zh-cn': 'crud 示例', 'zh-tw': 'CRUD 範例', en: 'CRUD demo' },
    router: '/demo/crud',
    viewPath: 'modules/demo/views/crud/index.vue',
    icon: 'icon-favor',
    orderNum: 1,
  },
  ...menuButtons('demo.crud', 'demo:member', [{ name: 'perms', perms: SEEDED_CRUD_ACTIONS }]),
]
