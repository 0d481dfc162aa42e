import type { ColumnMeta } from '@backroom/contract'
import { endpoint } from './endpoint'
import type { ResolvedField, Resource, ResourceSpec, Schema } from './types'

/**
 * Completes a screen's declaration from its contract entity: each field's kind, whether the add
 * body requires it, its length limit, and whether the form shows it at all (server-written and
 * joined columns never are, unless the page says otherwise).
 */
export function defineResource(spec: ResourceSpec): Resource {
  const columns = spec.entity.columns as Record<string, { meta: ColumnMeta }>
  const addSchema = spec.addSchema ?? (spec.entity.add as unknown as Schema)
  const updateSchema = spec.updateSchema ?? (spec.entity.update as unknown as Schema)
  const fields: ResolvedField[] = spec.fields.map((f) => {
    const meta = columns[f.name]?.meta
    const writable = !!meta && !meta.serverOnly && !meta.secret
    const inAdd = addSchema.shape?.[f.name]
    const inUpdate = updateSchema.shape?.[f.name]
    return {
      ...f,
      kind: meta?.kind ?? 'string',
      required: !!inAdd && !inAdd.safeParse(undefined).success,
      requiredOnUpdate: writable && (!meta.nullable || (!!inUpdate && !inUpdate.safeParse(null).success)),
      maxLength: meta?.kind === 'string' ? meta.length : undefined,
      min:
        (meta?.kind === 'int' || meta?.kind === 'decimal') &&
        inAdd &&
        !inAdd.safeParse(-1).success &&
        inAdd.safeParse(0).success
          ? 0
          : undefined,
      ...(meta?.kind === 'decimal' ? { precision: meta.length, scale: meta.scale ?? 0 } : {}),
      form: f.form === undefined ? (writable || inAdd ? {} : false) : f.form,
      table: meta?.secret ? false : f.table,
    }
  })
  const byName = new Map(fields.map((f) => [f.name, f]))
  return {
    ...spec,
    fields,
    addSchema,
    updateSchema,
    ...endpoint(spec.prefix),
    field: (name: string) => byName.get(name),
  }
}
