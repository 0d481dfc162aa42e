import type { ColumnMeta, Entity, Language } from '@backroom/contract'
import type { Controller, FieldRef } from './crud/controller.ts'
import { qualify } from './crud/scope.ts'
import { toJsonSchema } from './http/docs.ts'

export interface EpsColumn {
  propertyName: string
  type: string
  length: string
  comment: string
  nullable: boolean
  defaultValue?: unknown
  dict?: string[] | string
  source: string
}

/** The column type names EPS uses (the reference's database type names). */
export const EPS_TYPES: Record<ColumnMeta['kind'], string> = {
  int: 'int',
  string: 'varchar',
  text: 'text',
  boolean: 'boolean',
  decimal: 'decimal',
  json: 'json',
  datetime: 'datetime',
}

function columnsOf(entity: Entity | undefined, alias = 'a'): EpsColumn[] {
  if (!entity) return []
  const cols = Object.entries(entity.columns as Record<string, { meta: ColumnMeta }>).filter(
    ([, c]) => !c.meta.secret,
  )
  const last = ['createTime', 'updateTime']
  cols.sort(([a], [b]) => Number(last.includes(a)) - Number(last.includes(b)))
  return cols.map(([name, { meta }]) => ({
    propertyName: name,
    type: EPS_TYPES[meta.kind],
    length: meta.length ? String(meta.length) : '',
    comment: meta.comment,
    nullable: !!meta.nullable,
    ...(meta.defaultValue !== undefined ? { defaultValue: meta.defaultValue } : {}),
    ...(meta.dict ? { dict: meta.dict } : {}),
    source: `${alias}.${name}`,
  }))
}

const sourceOf = (f: FieldRef) => qualify(typeof f === 'string' ? f : f.column)

/**
 * The catalogue every client reads: controllers, their routes, columns and search block; the
 * controllers' descriptions and the routes' summaries in `lang`.
 */
export function buildEps(controllers: Controller[], lang: Language) {
  const out: Record<string, unknown[]> = {}
  for (const c of controllers) {
    const columns = columnsOf(c.entity)
    const pageColumns: EpsColumn[] = []
    for (const j of c.joins ?? []) {
      const joined = columnsOf(j.entity, j.alias)
      for (const [as, source] of Object.entries(j.select)) {
        const col = joined.find((x) => x.source === source)
        pageColumns.push({
          ...(col ?? { type: 'varchar', length: '', comment: as, nullable: true }),
          propertyName: as,
          source,
        })
      }
    }
    const all = [...columns, ...pageColumns]
    const find = (source: string) => all.find((x) => x.source === source)
    // each entry names the request parameter the filter reads (`departmentIds` for `departmentId`)
    const pick = (refs: FieldRef[] = []) =>
      refs.flatMap((ref) => {
        const column = find(sourceOf(ref))
        const requestParam = typeof ref === 'string' ? ref.split('.').pop()! : ref.param
        return column ? [{ ...column, requestParam }] : []
      })
    const search = c.search ?? {}
    const descriptor = {
      module: c.module,
      prefix: c.prefix,
      ...(c.entity ? { name: c.entity.name, table: c.entity.table } : {}),
      info: { type: { name: c.prefix.split('/').pop(), description: c.description?.[lang] ?? '' } },
      api: c.routes.map((r) => ({
        method: r.method.toLowerCase(),
        path: `/${r.action}`,
        summary: r.summary[lang],
        dts: r.query ? { parameters: parametersOf(r.query) } : {},
        tag: '',
        prefix: c.prefix,
        ignoreToken: r.access === 'public',
        name: r.action,
        permission: typeof r.access === 'object' ? r.access.perm : null,
      })),
      columns,
      pageColumns,
      pageQueryOp: {
        keyWordLikeFields: (search.keyWord ?? []).map(qualify),
        fieldEq: (search.eq ?? []).map(sourceOf),
        fieldLike: (search.like ?? []).map(sourceOf),
        fieldRange: (search.range ?? []).map(sourceOf),
      },
      search: {
        keyWordLikeFields: pick(search.keyWord),
        fieldEq: pick(search.eq),
        fieldLike: pick(search.like),
        // `[from, to]` filters: a date range for datetime columns, a number range for the others
        fieldRange: pick(search.range),
      },
    }
    out[c.module] ??= []
    out[c.module].push(descriptor)
  }
  return out
}

function parametersOf(schema: Parameters<typeof toJsonSchema>[0]) {
  const json = toJsonSchema(schema) as { properties?: Record<string, { type?: string }>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    description: '',
    required: json.required?.includes(name) ?? false,
    schema: { type: s.type ?? 'string' },
  }))
}
