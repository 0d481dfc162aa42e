import type { PermMenu, Person } from '@backroom/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../request/client'

/** One dictionary entry as `dict/info/data` answers it. */
export interface DictEntry {
  id: number
  name: string
  typeId: number
  parentId: number | null
  orderNum: number
  value: string | number | null
}

/**
 * What is loaded for a signed-in user; names come translated, so the language is part of each
 * key. The loading screen reports their failures (`silent`).
 */
export const sessionQueries = {
  person: (language: string) =>
    queryOptions({
      queryKey: ['base', 'person', language],
      meta: { silent: true },
      queryFn: () => api.get<Person>('/admin/base/comm/person'),
    }),
  permMenu: (language: string) =>
    queryOptions({
      queryKey: ['base', 'permmenu', language],
      meta: { silent: true },
      queryFn: () => api.get<PermMenu>('/admin/base/comm/permmenu'),
    }),
  /** keyed under the entries' prefix: any change to an entry through the kit refreshes it */
  dict: (language: string) =>
    queryOptions({
      queryKey: ['/admin/dict/info', 'data', language],
      meta: { silent: true },
      queryFn: () => api.post<Record<string, DictEntry[]>>('/admin/dict/info/data', {}),
    }),
}
