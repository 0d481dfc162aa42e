import type { Entity, Language, MenuDefinition, RecycleChunk } from '@backroom/contract'
import type { Admin } from './auth/access.ts'
import type { AppUserCheck } from './auth/app-realm.ts'
import { ConfigError } from './config.ts'
import type { Controller } from './crud/controller.ts'
import type { GramSpec, IndexSpec, KeywordIndexSpec } from './db/schema/specs.ts'
import type { Db } from './db/types.ts'
import type { ApiRequest } from './http/api.ts'
import { missingLanguages } from './http/messages.ts'

/**
 * The hook points modules fill at start-up (and plugins while the server runs); the core calls
 * them without knowing who filled them. A module adds a point of its own with
 * `declare module '…/core/registry.ts' { interface Hooks { … } }`.
 */
export interface Hooks {
  /**
   * the table the request log is written to (unfilled, requests are not logged), and the API paths
   * it leaves out unless `REQUEST_LOG_IGNORE` names others (`*` at the end: a prefix)
   */
  'request.log': { table: string; ignore?: string[] }
  /**
   * a resource delete, inside its transaction: the rows it removed first, then every row its
   * cascade removed or changed (the recycle bin keeps them, so a restore is complete)
   */
  'crud.deleted': (trx: Db, entity: Entity, chunks: RecycleChunk[], req: ApiRequest) => Promise<void>
  /**
   * whether an app user's token is still good: the user exists, is enabled and has not changed
   * password since (`passwordVersion`); filled by the module that keeps app users; unfilled, no app
   * token is accepted
   */
  'app.user': AppUserCheck
}

/** The ids of one table's rows a restore put back: deleted rows re-inserted, changed rows reverted. */
export interface Restored {
  inserted: number[]
  reverted: number[]
}

/**
 * How the recycle bin checks the rows it put back into one table: the same rules as the writes it
 * undoes, as they stand now. A table without a rule is never restored.
 */
export interface RestoreRule {
  /** refuses rows, already back in the transaction, that the caller could not write now; may finish the restore */
  check(trx: Db, restored: Restored, admin: Admin): Promise<void>
  /** once the restore has committed (cache invalidation) */
  afterCommit?(req: ApiRequest): Promise<unknown>
}

/** What start-up asks of every declared resource (crud/resource.ts): the indexes and write versions its pages need. */
export interface DeclaredResource {
  readonly table: string
  indexes(): IndexSpec[]
  gramSpec(): GramSpec | undefined
  keywordIndexes(): KeywordIndexSpec
  versionedTables(): string[]
}

/**
 * What the modules declared, for the parts of the core that serve all of them: EPS, the recycle
 * bin (which must find an entity by table to restore it) and runtime hooks such as upload storage.
 */
export class Registry {
  readonly controllers: Controller[] = []
  /** every resource declared, for the index sync at start-up and the query-plan test */
  readonly resources: DeclaredResource[] = []
  private readonly entities_ = new Map<string, Entity>()
  private readonly hooks = new Map<string, unknown>()
  private readonly restoreRules = new Map<string, RestoreRule>()
  private readonly menuDefs: MenuDefinition[] = []
  private readonly seedTexts = new Map<string, Partial<Record<Language, string>>>()
  private readonly declaredPerms = new Set<string>()

  /** Stops start-up when its prefix is taken, or its description or a route's summary lacks a language. */
  addController(c: Controller) {
    if (this.controllers.some((x) => x.prefix === c.prefix))
      throw new Error(`Controller ${c.prefix} declared twice`)
    const problems = textProblems(c)
    if (problems.length) throw new ConfigError(`Module ${c.module}: ${problems.join('; ')}`)
    this.controllers.push(c)
    if (c.entity) this.addEntity(c.entity)
  }

  addEntity(e: Entity) {
    this.entities_.set(e.table, e)
  }

  /** every entity a resource declared */
  entities(): Entity[] {
    return [...this.entities_.values()]
  }

  entity(table: string): Entity | undefined {
    return this.entities_.get(table)
  }

  setRestoreRule(table: string, rule: RestoreRule) {
    if (this.restoreRules.has(table)) throw new Error(`Restore rule for ${table} declared twice`)
    this.restoreRules.set(table, rule)
  }
  restoreRule(table: string): RestoreRule | undefined {
    return this.restoreRules.get(table)
  }

  /** Permission ids a module's code checks that no route declares (`Module.permissions`). */
  addPermissions(perms: readonly string[]) {
    for (const p of perms) this.declaredPerms.add(p)
  }

  /** Every permission id: those routes declare, then those modules declare; what menus may grant. */
  permissions(): string[] {
    const routes = this.controllers.flatMap((c) =>
      c.routes.flatMap((r) => (typeof r.access === 'object' ? [r.access.perm] : [])),
    )
    return [...new Set([...routes, ...this.declaredPerms])]
  }

  /** Menus the modules declare; their names' translations become seed texts. */
  addMenus(defs: MenuDefinition[]) {
    for (const d of defs) {
      if (this.menuDefs.some((m) => m.key === d.key)) throw new Error(`Menu ${d.key} declared twice`)
      this.menuDefs.push(d)
      this.seedTexts.set(d.name['zh-cn'], d.name)
    }
  }
  menus(): readonly MenuDefinition[] {
    return this.menuDefs
  }

  /** Translations of seeded data (menu names, dictionary labels), keyed by the stored zh-cn text. */
  addSeedTexts(texts: Record<string, Partial<Record<Language, string>>>) {
    for (const [k, v] of Object.entries(texts)) this.seedTexts.set(k, v)
  }

  /**
   * A seeded text in the caller's language. Text an administrator typed is not in the table,
   * so it is shown as typed in every language.
   */
  seedText(text: string, lang: Language): string {
    return (lang !== 'zh-cn' && this.seedTexts.get(text)?.[lang]) || text
  }

  /** A row with the seeded texts of these fields in the caller's language: a copy, the row itself in zh-cn. */
  withSeedTexts<R extends Record<string, unknown>>(row: R, fields: readonly string[], lang: Language): R {
    if (lang === 'zh-cn') return row
    const out: Record<string, unknown> = { ...row }
    for (const f of fields) if (typeof out[f] === 'string') out[f] = this.seedText(out[f], lang)
    return out as R
  }

  /** Plugins may replace a hook (e.g. `upload`) while the server runs; callers read it per use. */
  setHook<K extends keyof Hooks>(name: K, value: Hooks[K]) {
    this.hooks.set(name, value)
  }
  hook<K extends keyof Hooks>(name: K): Hooks[K] | undefined {
    return this.hooks.get(name) as Hooks[K] | undefined
  }
}

/** What a controller lacks in a language: its description, or a route's summary. */
function textProblems(c: Controller): string[] {
  const problems: string[] = []
  const missing = c.description && missingLanguages(c.description)
  if (missing?.length) problems.push(`${c.prefix} has no ${missing.join(', ')} description`)
  for (const r of c.routes) {
    const lacks = missingLanguages(r.summary)
    if (lacks.length) problems.push(`${c.prefix}/${r.action} has no ${lacks.join(', ')} summary`)
  }
  return problems
}
