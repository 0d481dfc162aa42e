import type { ModuleDescriptor } from '../../shell/modules/module-types'

/** The recycle bin: what deletes removed, its details and its restore; its menu is seeded. */
const recycle: ModuleDescriptor = { name: 'recycle' }
export default recycle
