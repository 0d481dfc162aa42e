import { type Entity, LANGUAGES, type Language, type MenuDefinition, type Text } from '@backroom/contract'
import { ConfigError } from './config.ts'
import type { AppContext } from './context.ts'
import type { Controller } from './crud/controller.ts'
import { resource } from './crud/declare.ts'
import type { ResourceDeclaration } from './crud/options.ts'
import type { Migration } from './db/migrate.ts'
import type { Listener } from './events/listener.ts'
import { missingLanguages } from './http/messages.ts'
import type { Job } from './job.ts'
import type { Hooks, RestoreRule } from './registry.ts'
import type { Setting } from './settings.ts'

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
  /** the parameters it reads (`defineSetting`): shown on the params screen, read with `ctx.settings` */
  settings?: Setting[]
  /** the texts it sends (its `defineMessages`): start-up stops when one lacks a language or a placeholder */
  messages?: Record<string, Text>
  /**
   * permission ids (`<module>:…`) its code checks that no route declares; with the routes' own, they
   * are what menus may grant and what the super-admin holds. Start-up stops on a menu granting an
   * id that neither a route nor a module declares.
   */
  permissions?: string[]
  /** its fills of the core's hook points (`Hooks` of core/registry.ts) */
  hooks?: (ctx: AppContext) => Partial<Hooks> | Promise<Partial<Hooks>>
  /** its routes outside a resource, by prefix (one EPS controller each) */
  routes?: (ctx: AppContext) => RouteGroup[]
  /** its resources (core/crud/resource.ts): each gets its CRUD routes, permissions and EPS entry */
  resources?: (ctx: AppContext) => ResourceDeclaration[]
  /**
   * how the recycle bin checks rows put back into its tables that no resource owns (link rows);
   * a resource's table has its rule from the resource
   */
  restoreRules?: (ctx: AppContext) => Record<string, RestoreRule>
  /** its named actions, with their schedules (core/scheduler.ts `job`) */
  jobs?: (ctx: AppContext) => Job[]
  /**
   * its listeners of events (core/events/listener.ts `listener`): each runs after the emitting
   * transaction commits, at least once, so it must be idempotent
   */
  listeners?: (ctx: AppContext) => Listener[]
  /**
   * what the fields cannot say, after them (e.g. work on the database at start-up); may return
   * notices to print at start-up
   */
  setup?(ctx: AppContext): Promise<string[] | undefined> | string[] | undefined
  /** what it does as the server stops, after the last request and before the database closes (write what it buffers) */
  stop?(ctx: AppContext): Promise<void>
}

/** Routes under one prefix that belong to no resource, e.g. sign-in under `/admin/<module>/open`. */
export type RouteGroup = Pick<Controller, 'prefix' | 'description' | 'routes'>

export const defineModule = (m: Module): Module => m

/** The texts of a module's messages, checked to be complete in every language. */
export const defineMessages = <T extends Record<string, Text>>(texts: T): T => texts

/**
 * What is wrong with a module's messages: a text missing or empty in a language, or a `{placeholder}`
 * one language has and another lacks.
 */
export function messageProblems(m: Module): string[] {
  const problems: string[] = []
  const placeholders = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort().join(' ')
  for (const [key, text] of Object.entries(m.messages ?? {})) {
    const missing = missingLanguages(text)
    if (missing.length) problems.push(`message ${key} has no ${missing.join(', ')} text`)
    else if (new Set(LANGUAGES.map((l) => placeholders(text[l]))).size > 1)
      problems.push(`message ${key} has different placeholders in its languages`)
  }
  return problems
}

/**
 * Applies the modules' declarations to the running server, in module order: menus, hook fills,
 * routes, resources, jobs, listeners and permissions of every module; then checks the menus'
 * permissions; then each module's `setup`, which so sees everything declared. Answers the notices
 * the setups return.
 */
export async function startModules(ctx: AppContext, modules: Module[]): Promise<string[]> {
  for (const m of modules) await declareModule(ctx, m)
  checkMenuPermissions(ctx)
  const notices: string[] = []
  for (const m of modules) notices.push(...((await m.setup?.(ctx)) ?? []))
  return notices
}

async function declareModule(ctx: AppContext, m: Module) {
  const own = (kind: string, name: string) => {
    if (!name.startsWith(`${m.name}:`))
      throw new ConfigError(`Module ${m.name}: ${kind} ${name} must be named ${m.name}:…`)
  }
  if (m.seedTexts) ctx.registry.addSeedTexts(m.seedTexts)
  if (m.menus) ctx.registry.addMenus(m.menus)
  if (m.settings) ctx.settings.add(m.settings)
  for (const [name, value] of Object.entries((await m.hooks?.(ctx)) ?? {}))
    ctx.registry.setHook(name as keyof Hooks, value as Hooks[keyof Hooks])
  for (const group of m.routes?.(ctx) ?? []) ctx.registry.addController({ module: m.name, ...group })
  for (const r of m.resources?.(ctx) ?? []) resource(ctx, { module: m.name, ...r })
  for (const [table, rule] of Object.entries(m.restoreRules?.(ctx) ?? {}))
    ctx.registry.setRestoreRule(table, rule)
  for (const j of m.jobs?.(ctx) ?? []) {
    own('job', j.name)
    ctx.scheduler.add(j)
  }
  for (const l of m.listeners?.(ctx) ?? []) {
    own('listener', l.name)
    ctx.events.add(l)
  }
  for (const p of m.permissions ?? []) own('permission', p)
  ctx.registry.addPermissions(m.permissions ?? [])
}

/** Stops start-up when a declared menu grants a permission that no route and no module declares. */
function checkMenuPermissions(ctx: AppContext) {
  const known = new Set(ctx.registry.permissions())
  for (const menu of ctx.registry.menus()) {
    const unknown = (menu.perms ?? []).filter((p) => !known.has(p))
    if (unknown.length)
      throw new ConfigError(
        `Menu ${menu.key} grants ${unknown.join(', ')}, which no route or module declares`,
      )
  }
}

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
    const problems = messageProblems(m)
    if (problems.length) throw new ConfigError(`Module ${m.name}: ${problems.join('; ')}`)
    const missing = (m.requires ?? []).filter((r) => !on.some((x) => x.name === r))
    if (missing.length)
      throw new ConfigError(
        `Module ${m.name} requires ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} disabled or missing`,
      )
  }
  return on.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name))
}
