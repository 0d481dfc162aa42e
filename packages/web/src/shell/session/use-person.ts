import { useQuery } from '@tanstack/react-query'
import { useLanguageStore } from '../i18n/language-store'
import { sessionQueries } from './queries'

/** The signed-in user's profile, loaded at sign-in (see loadUserData). */
export function usePerson() {
  const language = useLanguageStore((s) => s.language)
  return useQuery(sessionQueries.person(language))
}
