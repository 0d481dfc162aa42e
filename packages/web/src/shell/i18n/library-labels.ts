import { i18n } from './i18n'

const KEYS = { clear: 'common.clear' } as const

/** A label that Ant Design's components write themselves, in the UI language (scripts/accessible-libraries.ts). */
export function libraryLabel(name: keyof typeof KEYS): string {
  return i18n.t(KEYS[name])
}
