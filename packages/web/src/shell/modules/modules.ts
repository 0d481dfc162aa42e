import type { ModuleDescriptor } from './module-types'

// descriptors are tiny and hold only lazy imports, so reading them all eagerly costs nothing
const found = import.meta.glob<{ default: ModuleDescriptor }>('../../modules/*/index.ts', { eager: true })

/** The enabled modules, by `order` (unordered last, then by name). */
export function enabledModules(list: readonly ModuleDescriptor[]): ModuleDescriptor[] {
  return list
    .filter((m) => m.enable !== false)
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name))
}

export const modules = enabledModules(Object.values(found).map((m) => m.default))
export const staticViews = modules.flatMap((m) => m.views ?? [])
