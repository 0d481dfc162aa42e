import type { ModuleDescriptor } from '../../shell/modules/module-types'

/** Users, roles, menus and the signed-in user's own profile. */
const base: ModuleDescriptor = {
  name: 'base',
  order: 1,
  views: [{ path: '/my/info', label: 'views.myInfo', viewPath: 'modules/base/views/info' }],
}
export default base
