import type { Entity, Language } from '@backroom/contract'
import type { Admin } from './auth/access.ts'
import type { Controller } from './crud/controller.ts'
import type { Db } from './db/index.ts'

/** How the recycle bin puts rows of one table back, as the table's resource declares. */
export interface RestoreRule {
  /** refuses rows, already back in the transaction, that the caller's data scope does not reach */
  assertVisible(trx: Db, ids: number[], admin: Admin): Promise<void>
  /** what else a restore must do, in the same transaction (e.g. end sessions issued before the delete) */
  afterRestore?(trx: Db, ids: number[], admin: Admin): Promise<void>
}

/**
 * What the modules declared, for the parts of the core that serve all of them: EPS, the recycle
 * bin (which must find an entity by table to restore it) and runtime hooks such as upload storage.
 */
export class Registry {
  readonly controllers: Controller[] = []
  private readonly entities = new Map<string, Entity>()
  private readonly hooks = new Map<string, unknown>()
  private readonly restoreRules = new Map<string, RestoreRule>()
  private readonly seedTexts = new Map<string, Partial<Record<Language, string>>>()

  addController(c: Controller) {
    if (this.controllers.some((x) => x.prefix === c.prefix))
      throw new Error(`Controller ${c.prefix} declared twice`)
    this.controllers.push(c)
    if (c.entity) this.addEntity(c.entity)
  }

  addEntity(e: Entity) {
    this.entities.set(e.table, e)
  }

  entity(table: string): Entity | undefined {
    return this.entities.get(table)
  }

  setRestoreRule(table: string, rule: RestoreRule) {
    this.restoreRules.set(table, rule)
  }
  restoreRule(table: string): RestoreRule | undefined {
    return this.restoreRules.get(table)
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

  /** Plugins may replace a hook (e.g. `upload`) while the server runs; callers read it per request. */
  setHook<T>(name: string, value: T) {
    this.hooks.set(name, value)
  }
  hook<T>(name: string): T | undefined {
    return this.hooks.get(name) as T | undefined
  }
}
