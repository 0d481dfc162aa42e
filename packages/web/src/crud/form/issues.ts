import type { TFunction } from 'i18next'
import type { Issue } from '../types'

/** A zod issue as a sentence for the person filling the form, in the console's language. */
export function issueText(t: TFunction, issue: Issue): string {
  const n = (v: number | bigint | undefined) => Number(v)
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? t('crud.rules.required')
        : t('crud.rules.type')
    case 'too_big':
      return issue.origin === 'string'
        ? t('crud.rules.maxLength', { n: n(issue.maximum) })
        : issue.origin === 'array'
          ? t('crud.rules.maxItems', { n: n(issue.maximum) })
          : t('crud.rules.max', { n: n(issue.maximum) })
    case 'too_small':
      return issue.origin === 'string'
        ? t('crud.rules.minLength', { n: n(issue.minimum) })
        : issue.origin === 'array'
          ? t('crud.rules.minItems', { n: n(issue.minimum) })
          : t('crud.rules.min', { n: n(issue.minimum) })
    case 'invalid_format':
      // the contract names its own format rules in the message (`phone`, `email`, `mobile`)
      return ['phone', 'email', 'mobile'].includes(issue.message)
        ? t(`crud.rules.${issue.message}`)
        : t('crud.rules.format')
    case 'custom':
      // a refinement's message is a translation key
      return t(issue.message, { defaultValue: t('crud.rules.format') })
    default:
      return t('crud.rules.format')
  }
}

/**
 * Form values as the contract's schemas expect them: an empty text or a cleared number is "no
 * value", which is `null` for a nullable column and absent otherwise.
 */
export function cleanValues(values: Record<string, unknown>, nullable: (name: string) => boolean) {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) {
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
    if (!empty) out[k] = v
    else if (nullable(k)) out[k] = null
  }
  return out
}
