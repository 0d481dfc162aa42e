import type { ModuleDescriptor } from '../../shell'

/** Users, roles, menus and the signed-in user's own profile. */
const base: ModuleDescriptor = {
  name: 'base',
  order: 1,
  views: [{ path: '/my/info', label: 'views.myInfo', viewPath: 'modules/base/views/info' }],
  tables: {
    base_sys_user: { title: 'sys-user.title', area: 'sys-user' },
    base_sys_department: { title: 'sys-department.title', area: 'sys-department' },
    base_sys_role: { title: 'sys-role.title', area: 'sys-role' },
    base_sys_menu: { title: 'sys-menu.title', area: 'sys-menu' },
    base_sys_param: { title: 'sys-param.title', area: 'sys-param' },
    base_sys_log: { title: 'sys-log.title', area: 'sys-log' },
  },
}
export default base
