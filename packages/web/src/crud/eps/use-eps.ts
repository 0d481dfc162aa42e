import { useQuery } from '@tanstack/react-query'
import { i18n } from '../../shell/i18n/i18n'
import { useLanguage } from '../../shell/i18n/language-store'
import { api } from '../../shell/request/client'

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
 * The server's catalogue of entities and routes (`packages/server/src/core/eps.ts`); it changes only
 * with a new server. A server that keeps it closed answers `{}`: that, like a failed read, is said aloud.
 */
export function useEps() {
  // its descriptions come in the language asked for
  const language = useLanguage()
  return useQuery({
    queryKey: ['base', 'eps', language],
    queryFn: async () => {
      const eps = await api.get<Eps>('/admin/base/open/eps').catch(() => undefined)
      if (!eps || Object.keys(eps).length === 0) throw new Error(i18n.t('request.epsUnavailable'))
      return eps
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
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
