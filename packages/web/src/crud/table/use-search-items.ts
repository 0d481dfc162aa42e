import { useTranslation } from 'react-i18next'
import { useFieldOptions } from '../dict/use-options'
import { useEpsEntity } from '../eps/use-eps'
import { fieldLabel } from '../labels'
import type { Option, Resource } from '../types'

export interface SearchItem {
  /** the request parameter */
  name: string
  label: string
  /** a select when there are choices, a range when set, else a text box */
  options?: Option[]
  range?: 'date' | 'number'
}

/**
 * The search bar of a resource, from the search block the server advertises in EPS
 * (`packages/server/src/core/eps.ts`): a filter per `fieldEq`/`fieldLike` column, a date or number
 * range per `fieldRange` column, and the keyword box's hint from the `keyWordLikeFields`. Labels and
 * choices come from the page's fields, translated.
 */
export function useSearchItems(resource: Resource, exclude: readonly string[] = []) {
  const { t } = useTranslation()
  const entity = useEpsEntity(resource.prefix)
  const options = useFieldOptions(resource.fields)
  const label = (name: string, comment: string) => {
    const field = resource.field(name)
    return field ? fieldLabel(t, resource, field) : comment
  }
  const seen = new Set(exclude)
  const items: SearchItem[] = []
  for (const column of [...(entity?.search.fieldEq ?? []), ...(entity?.search.fieldLike ?? [])]) {
    if (seen.has(column.propertyName)) continue
    seen.add(column.propertyName)
    items.push({
      name: column.propertyName,
      label: label(column.propertyName, column.comment),
      options: options.get(column.propertyName),
    })
  }
  for (const column of entity?.search.fieldRange ?? []) {
    if (seen.has(column.propertyName)) continue
    seen.add(column.propertyName)
    items.push({
      name: column.propertyName,
      label: label(column.propertyName, column.comment),
      range: column.type === 'datetime' ? 'date' : 'number',
    })
  }
  const keyWordLabels = (entity?.search.keyWordLikeFields ?? []).map((c) => label(c.propertyName, c.comment))
  return { items, keyWordLabels, ready: !!entity }
}
