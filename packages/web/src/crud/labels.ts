import type { TFunction } from 'i18next'
import type { FieldSpec, Resource } from './types'

/** A field's label: its own key, else the area's `fields.<name>`, else the kit's common one (`createTime`...). */
export function fieldLabel(t: TFunction, resource: Pick<Resource, 'area'>, field: FieldSpec): string {
  return t(field.label ?? [`${resource.area}.fields.${field.name}`, `crud.fields.${field.name}`])
}
