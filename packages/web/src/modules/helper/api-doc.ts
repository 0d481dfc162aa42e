import type { Request } from '../../shell'

/** The parts of an OpenAPI 3 document the API reference page shows. */
export interface OpenApiDocument {
  info?: { title?: string }
  paths?: Record<string, Record<string, OpenApiOperation>>
}
interface OpenApiOperation {
  summary?: string
  tags?: string[]
  requestBody?: { content?: Record<string, { schema?: unknown }> }
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[]
}

/** The server's OpenAPI document, its summaries in the language asked for. */
export const apiDocRequest = (language: string): Request => ({
  queryKey: ['swagger', 'json', language],
  path: '/swagger/json',
  method: 'GET',
})

export interface Operation {
  key: string
  method: string
  path: string
  summary: string
  /** the JSON body's schema, or the query parameters by name */
  body?: unknown
}
export interface OperationGroup {
  tag: string
  operations: Operation[]
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** The document's operations by tag (the server's module), sorted by path; `filter` matches path or summary. */
export function groupOperations(doc: OpenApiDocument, filter = ''): OperationGroup[] {
  const needle = filter.trim().toLowerCase()
  const groups = new Map<string, Operation[]>()
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const summary = op.summary ?? ''
      if (needle && !`${path} ${summary}`.toLowerCase().includes(needle)) continue
      const json = op.requestBody?.content?.['application/json']?.schema
      const query = op.parameters?.filter((p) => p.in === 'query')
      const body =
        json ?? (query?.length ? Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])) : undefined)
      const tag = op.tags?.[0] ?? '-'
      const list = groups.get(tag) ?? []
      list.push({ key: `${method} ${path}`, method, path, summary, body })
      groups.set(tag, list)
    }
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path)),
    }))
}
