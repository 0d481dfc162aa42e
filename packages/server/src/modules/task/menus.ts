import type { MenuDefinition } from '@backroom/contract'

const ACTIONS = ['page', 'list', 'info', 'add', 'delete', 'update', 'stop', 'start', 'once', 'log']

/**
 * The task list under System, with the one permission button the first seed gave it, under the
 * keys the first seed's rows were adopted by: a database seeded by id keeps its rows.
 */
export const menus: MenuDefinition[] = [
  {
    key: 'task.dir',
    parent: 'base.system',
    type: 0,
    name: { 'zh-cn': '任务管理', 'zh-tw': '任務管理', en: 'Tasks' },
    icon: 'icon-activity',
    orderNum: 9,
  },
  {
    key: 'task.list',
    parent: 'task.dir',
    type: 1,
    name: { 'zh-cn': '任务列表', 'zh-tw': '任務列表', en: 'Task list' },
    router: '/task/list',
    viewPath: 'modules/task/views/list.vue',
    icon: 'icon-menu',
    orderNum: 0,
    keepAlive: true,
  },
  {
    key: 'task.list.perms',
    parent: 'task.list',
    type: 2,
    name: { 'zh-cn': '权限', 'zh-tw': '權限', en: 'Permissions' },
    perms: ACTIONS.map((a) => `task:info:${a}`),
  },
]
