import type { PermMenu, Person } from '@backroom/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../request/client'

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
}
