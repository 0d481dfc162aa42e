import type { ModuleDescriptor } from '../../shell/modules/module-types'

/** Dictionaries: types and their entries, which every dictionary-backed field reads; its menu is seeded. */
const dict: ModuleDescriptor = { name: 'dict' }
export default dict
