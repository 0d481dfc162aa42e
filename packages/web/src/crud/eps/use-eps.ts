import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../../shell/i18n/language-store'
import { epsQuery } from '../../shell/request/queries'

export interface EpsColumn {
  propertyName: string
  type: string
  comment: string
  dict?: string[] | string
}
export interface EpsApi {
  method: string
  path: string
  summary: string
  permission: string | null
}
export interface EpsEntity {
  module: string
  prefix: string
  name?: string
  /** the entity's table, as recycle-bin records name it */
  table?: string
  info?: { type: { name: string; description: string } }
  api: EpsApi[]
  columns: EpsColumn[]
  pageColumns: EpsColumn[]
  search: {
    keyWordLikeFields: EpsColumn[]
    fieldEq: EpsColumn[]
    fieldLike: EpsColumn[]
    /** `[from, to]` filters: a date range for `datetime` columns, a number range otherwise */
    fieldRange?: EpsColumn[]
  }
}
export type Eps = Record<string, EpsEntity[]>

/**
 * The server's catalogue of entities and routes (`packages/server/src/core/eps.ts`), in the
 * language asked for; it changes only with a new server.
 */
export function useEps() {
  const query = epsQuery(useLanguage())
  return useQuery({ ...query, queryFn: async () => (await query.queryFn()) as Eps })
}

/** One controller of the catalogue, by its prefix. */
export function useEpsEntity(prefix: string): EpsEntity | undefined {
  const { data } = useEps()
  if (!data) return undefined
  for (const list of Object.values(data)) {
    const found = list.find((e) => e.prefix === prefix)
    if (found) return found
  }
  return undefined
}
