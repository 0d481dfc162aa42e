import type { ModuleDescriptor } from '../../shell'

/** Users, roles, menus and the signed-in user's own profile. */
const base: ModuleDescriptor = {
  name: 'base',
  order: 1,
  // the welcome page, for anyone no other module's home page is offered to
  home: { viewPath: 'modules/base/views/home' },
  views: [{ path: '/my/info', label: 'views.myInfo', viewPath: 'modules/base/views/info' }],
  prefetch: {
    'modules/base/views/user': (q) => [q.list('/admin/base/sys/department'), q.eps()],
    'modules/base/views/menu': (q) => [q.table('/admin/base/sys/menu', {}, 'list'), q.eps()],
    'modules/base/views/role': (q) => [q.table('/admin/base/sys/role'), q.eps()],
    'modules/base/views/param': (q) => [q.table('/admin/base/sys/param'), q.eps()],
    'modules/base/views/log': (q) => [q.table('/admin/base/sys/log'), q.eps()],
  },
  tables: {
    base_sys_user: {
      title: 'sys-user.title',
      area: 'sys-user',
      resource: () => import('./resources/user').then((m) => m.userResource),
    },
    base_sys_department: {
      title: 'sys-department.title',
      area: 'sys-department',
      resource: () => import('./resources/department').then((m) => m.departmentResource),
    },
    base_sys_role: {
      title: 'sys-role.title',
      area: 'sys-role',
      resource: () => import('./resources/role').then((m) => m.roleResource),
    },
    base_sys_menu: {
      title: 'sys-menu.title',
      area: 'sys-menu',
      resource: () => import('./resources/menu').then((m) => m.menuResource),
    },
    base_sys_param: {
      title: 'sys-param.title',
      area: 'sys-param',
      resource: () => import('./resources/param').then((m) => m.paramResource),
    },
    base_sys_log: {
      title: 'sys-log.title',
      area: 'sys-log',
      resource: () => import('./resources/log').then((m) => m.logResource),
    },
  },
}
export default base
