import { descriptorFiles } from './module-files'
import type { DetailTab, ModuleDescriptor, TableTexts } from './module-types'

/** The enabled modules, by `order` (unordered last, then by name). */
export function enabledModules(list: readonly ModuleDescriptor[]): ModuleDescriptor[] {
  return list
    .filter((m) => m.enable !== false)
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name))
}

export const modules = enabledModules(Object.values(descriptorFiles).map((m) => m.default))
export const staticViews = modules.flatMap((m) => m.views ?? [])

/** The texts of each table the modules' resources serve, by table name (see `ModuleDescriptor.tables`). */
export const tableTexts: ReadonlyMap<string, TableTexts> = new Map(
  modules.flatMap((m) => Object.entries(m.tables ?? {})),
)

const tabs = new Map<string, DetailTab[]>()
for (const m of modules)
  for (const [table, list] of Object.entries(m.detailTabs ?? {}))
    tabs.set(table, [...(tabs.get(table) ?? []), ...list])

/** The tabs the modules add to the details of a table's rows, by `order` (see `ModuleDescriptor.detailTabs`). */
export function detailTabsOf(table: string): DetailTab[] {
  return [...(tabs.get(table) ?? [])].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))
}
