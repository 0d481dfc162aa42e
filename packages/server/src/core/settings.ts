import type { Text } from '@backroom/contract'
import type { z } from 'zod'
import { InvalidInput } from './http/errors.ts'
import type { Registry } from './registry.ts'

/**
 * A parameter a module declares (`Module.settings`): on the params screen under its key, read
 * typed by the module. It is kept as the text the params screen edits and read with `schema`
 * (numbers as decimal text); a text that no longer fits reads as `default`.
 */
export interface Setting<T = unknown> {
  /** the parameter's key on the params screen, unique across modules */
  key: string
  schema: z.ZodType<T>
  default: T
  /** what the params screen calls it */
  name: Text
}

export const defineSetting = <T>(setting: Setting<T>): Setting<T> => setting

/** Where settings are kept: filled (hook `settings.store`) by the module that owns the params screen. */
export interface SettingsStore {
  read(key: string): Promise<string | undefined>
  write(setting: Setting, text: string): Promise<void>
  /** makes each setting a parameter, with its default, where no parameter has its key yet */
  seed(settings: readonly Setting[]): Promise<void>
}

declare module './registry.ts' {
  interface Hooks {
    'settings.store': SettingsStore
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The settings every module declared, read and written through the settings store. */
export class Settings {
  private readonly declared = new Map<string, Setting>()

  constructor(private readonly registry: Registry) {}

  add(settings: readonly Setting[]) {
    for (const s of settings) {
      if (this.declared.has(s.key)) throw new Error(`Setting ${s.key} is declared twice`)
      this.declared.set(s.key, s as Setting)
      this.registry.addSeedTexts({ [s.name['zh-cn']]: s.name })
    }
  }

  private get store(): SettingsStore {
    const store = this.registry.hook('settings.store')
    if (!store) throw new Error('No settings store: the module owning parameters did not fill settings.store')
    return store
  }

  /** Gives every declared setting its parameter (at start-up). */
  async seed() {
    if (this.declared.size) await this.store.seed([...this.declared.values()])
  }

  async read<T>(setting: Setting<T>): Promise<T> {
    const text = await this.store.read(setting.key)
    if (text === undefined) return setting.default
    const parsed = parse(setting, text)
    return parsed.success ? parsed.data : setting.default
  }

  async write<T>(setting: Setting<T>, value: T) {
    await this.store.write(setting as Setting, asText(setting.schema.parse(value)))
  }

  /** Refuses, as a 1001 on `data`, text that the declared setting of this key cannot hold; other keys pass. */
  check(key: string, text: unknown) {
    const setting = this.declared.get(key)
    if (!setting) return
    const parsed = parse(setting, text)
    if (!parsed.success)
      throw new InvalidInput(parsed.error.issues.map((i) => ({ ...i, path: ['data', ...i.path] })))
  }
}

/** A setting's text read with its schema: as it is (a string, a number's decimal text), else as JSON. */
function parse<T>(setting: Setting<T>, text: unknown) {
  const direct = setting.schema.safeParse(text)
  if (direct.success || typeof text !== 'string') return direct
  try {
    const json = setting.schema.safeParse(JSON.parse(text))
    return json.success ? json : direct
  } catch {
    return direct
  }
}
