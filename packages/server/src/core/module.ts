import type { Entity, Language, MenuDefinition } from '@backroom/contract'
import { ConfigError } from './config.ts'
import type { AppContext } from './context.ts'
import type { Migration } from './db/migrate.ts'

export type Text = Record<Language, string>

/**
 * A module: one folder under `src/modules/` whose `index.ts` default-exports `defineModule(...)`.
 * The core finds it there; nothing outside the folder names it.
 */
export interface Module {
  name: string
  /** start-up and migration order, lowest first (ties by name); default 100 */
  order?: number
  /** false leaves the module out, as `MODULES_DISABLED` does */
  enable?: boolean
  /** modules this one cannot run without: start-up stops when one of them is missing or disabled */
  requires?: string[]
  /**
   * its tables, from their one declaration: created, or given the columns they lack, at every
   * start before `migrations`
   */
  tables?: Entity[]
  /** what a declaration cannot say (seed data, data moves, older tables), in list order, once each */
  migrations: Migration[]
  /** its menus, by stable key, parents by key; added once each (see the menu-owning module) */
  menus?: MenuDefinition[]
  /** translations of the data its migrations seed (menu names, dictionary labels), keyed by the zh-cn text */
  seedTexts?: Record<string, Partial<Record<Language, string>>>
  /** declares resources and routes, jobs, hooks; may return notices to print at start-up */
  setup(ctx: AppContext): Promise<string[] | undefined> | string[] | undefined
}

export const defineModule = (m: Module): Module => m

/** The texts of a module's messages, checked to be complete in every language. */
export const defineMessages = <T extends Record<string, Text>>(texts: T): T => texts

/**
 * The modules that run: without the disabled ones, in order. Stops with one line when a module
 * another one requires is missing or disabled, or when two folders declare one name.
 */
export function enabledModules(all: Module[], disabled: readonly string[]): Module[] {
  const names = new Set<string>()
  for (const m of all) {
    if (names.has(m.name)) throw new ConfigError(`Module ${m.name} is declared twice`)
    names.add(m.name)
  }
  const unknown = disabled.filter((d) => !names.has(d))
  if (unknown.length) throw new ConfigError(`MODULES_DISABLED: no module named ${unknown.join(', ')}`)
  const on = all.filter((m) => m.enable !== false && !disabled.includes(m.name))
  for (const m of on) {
    const missing = (m.requires ?? []).filter((r) => !on.some((x) => x.name === r))
    if (missing.length)
      throw new ConfigError(
        `Module ${m.name} requires ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} disabled or missing`,
      )
  }
  return on.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name))
}
