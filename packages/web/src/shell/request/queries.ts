import { type Language, type Page, permissionOf } from '@backroom/contract'
import { i18n } from '../i18n/i18n'
import { currentLanguage } from '../i18n/language-store'
import type { QueryTools, Request } from '../modules/module-types'
import { api } from './client'

type Body = Record<string, unknown>
type Row = Record<string, unknown> & { id: number }

/** The first page of a table, as the CRUD kit asks for it before any search or sort. */
export const FIRST_PAGE: Body = { page: 1, size: 20 }

/**
 * The query of a resource's table, key and request, as the CRUD kit asks for it: one page, or
 * every row (`list`) as one page. A module's descriptor names it (`prefetch`) so that a screen's
 * first request starts while the screen's code loads.
 */
export function tableQuery(prefix: string, body: Body = FIRST_PAGE, mode: 'page' | 'list' = 'page') {
  return {
    queryKey: [prefix, 'table', mode, body],
    perm: permissionOf(`${prefix}/${mode}`),
    queryFn: async (): Promise<Page<Row>> => {
      if (mode === 'page') return api.post<Page<Row>>(`${prefix}/page`, body)
      const list = await api.post<Row[]>(`${prefix}/list`, body)
      return { list, pagination: { page: 1, size: list.length, total: list.length } }
    },
  }
}

/** Every row of a resource (`list`), as trees and pickers ask for them. */
export function listQuery<T = Row>(prefix: string, body: Body = {}) {
  return {
    queryKey: [prefix, 'list', body],
    perm: permissionOf(`${prefix}/list`),
    queryFn: () => api.post<T[]>(`${prefix}/list`, body),
  }
}

/**
 * The server's catalogue of entities and routes (EPS), in a language: what the CRUD kit's search
 * bars read. A server that keeps it closed answers `{}`: that, like a failed read, is said aloud.
 */
export function epsQuery(language: Language = currentLanguage()) {
  return {
    queryKey: ['base', 'eps', language],
    queryFn: async () => {
      const eps = await api.get<Record<string, unknown[]>>('/admin/base/open/eps').catch(() => undefined)
      if (!eps || Object.keys(eps).length === 0) throw new Error(i18n.t('request.epsUnavailable'))
      return eps
    },
    staleTime: Number.POSITIVE_INFINITY,
  }
}

/** The query of a request. */
export function requestQuery<T>({ queryKey, path, method = 'POST', body, perm }: Request) {
  return {
    queryKey,
    perm,
    queryFn: () => (method === 'GET' ? api.get<T>(path, body) : api.post<T>(path, body ?? {})),
  }
}

/** What a module's descriptor makes a view's first requests with (`ModuleDescriptor.prefetch`). */
export const queryTools: QueryTools = {
  table: tableQuery,
  list: listQuery,
  eps: () => epsQuery(),
  request: requestQuery,
  language: currentLanguage,
}
