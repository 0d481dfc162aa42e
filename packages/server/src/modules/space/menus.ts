import type { MenuDefinition } from '@backroom/contract'

const PERMS = ['info', 'type'].flatMap((r) =>
  ['page', 'list', 'info', 'add', 'delete', 'update'].map((a) => `space:${r}:${a}`),
)

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
  {
    key: 'space.list.perms',
    parent: 'space.list',
    type: 2,
    name: { 'zh-cn': '权限', 'zh-tw': '權限', en: 'Permissions' },
    perms: PERMS,
  },
]
