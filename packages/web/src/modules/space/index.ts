import type { ModuleDescriptor } from '../../shell/modules/module-types'

/** The file space; its page comes in a later version (a static view without its page yet). */
const space: ModuleDescriptor = {
  name: 'space',
  views: [{ path: '/space/list', label: 'views.space', viewPath: 'modules/space/views/list' }],
}
export default space
