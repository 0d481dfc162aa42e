import type { Person } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { currentLanguage, useLanguage } from '../i18n/language-store'
import { sessionQueries } from './queries'
import { queryClient } from './query-client'

/** The signed-in user's profile, loaded at sign-in (see loadUserData). */
export function usePerson() {
  return useQuery(sessionQueries.person(useLanguage()))
}

/** Shows a saved change of the profile at once (the top bar's name and avatar), then reads it again. */
export function showSavedPerson(change: Partial<Person>) {
  queryClient.setQueryData(sessionQueries.person(currentLanguage()).queryKey, (old?: Person) =>
    old ? { ...old, ...change } : old,
  )
  void queryClient.invalidateQueries({ queryKey: ['base', 'person'] })
}
