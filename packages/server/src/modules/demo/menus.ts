import type { MenuDefinition } from '@backroom/contract'

/** The CRUD example under the Tutorials directory, and its permissions in one button. */
export const menus: MenuDefinition[] = [
  {
    key: 'demo.crud',
    parent: 'base.tutorial',
    type: 1,
    name: { 'zh-cn': 'crud 示例', 'zh-tw': 'crud 示例', en: 'CRUD demo' },
    router: '/demo/crud',
    viewPath: 'modules/demo/views/crud/index.vue',
    icon: 'icon-favor',
    orderNum: 1,
  },
  {
    key: 'demo.crud.perms',
    parent: 'demo.crud',
    type: 2,
    name: { 'zh-cn': '权限', 'zh-tw': '權限', en: 'Permissions' },
    perms: ['page', 'list', 'info', 'add', 'delete', 'update'].map((a) => `demo:member:${a}`),
  },
]
