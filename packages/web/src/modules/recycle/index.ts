import type { ModuleDescriptor } from '../../shell'

/** The recycle bin: what deletes removed, its details and its restore; its menu is seeded. */
const recycle: ModuleDescriptor = {
  name: 'recycle',
  prefetch: { 'modules/recycle/views/data': (q) => [q.table('/admin/recycle/data'), q.eps()] },
}
export default recycle
