export const ResultCode = {
  success: 1000,
  fail: 1001,
} as const

export interface Envelope<T = unknown> {
  code: number
  message: string
  data?: T
  /** present on unexpected faults: quote it when reporting a problem */
  requestId?: string
  /** on a refused body: the field the refusal is about (a duplicate value, a bad format) */
  field?: string
}

export const LANGUAGES = ['zh-cn', 'zh-tw', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
/** A text a person reads, in every console language. */
export type Text = Record<Language, string>
export const DEFAULT_LANGUAGE: Language = 'zh-cn'

export function toLanguage(value: unknown): Language {
  const v = typeof value === 'string' ? value.toLowerCase() : ''
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE
}
