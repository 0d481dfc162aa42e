import { useTranslation } from 'react-i18next'
import { useFieldOptions } from '../dict/use-options'
import type { Resource } from '../types'
import { displayText } from './columns'

const NO_FIELDS: Resource['fields'] = []

/**
 * How the resource's screen writes a value of each of its fields (choices and dictionary entries
 * by their label, yes/no, amounts with their scale); undefined for a field it does not have, or
 * while the resource is not known.
 */
export function useValueText(resource: Resource | undefined) {
  const { t } = useTranslation()
  const options = useFieldOptions(resource?.fields ?? NO_FIELDS)
  return (name: string, value: unknown): string | undefined => {
    const field = resource?.field(name)
    return field ? displayText(t, field, options.get(name), value) : undefined
  }
}
