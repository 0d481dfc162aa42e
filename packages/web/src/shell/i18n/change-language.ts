import type { Language } from '@backroom/contract'
import { loadUserData } from '../session/session'
import { hasSession, tokenStore } from '../session/token-store'
import { switchTexts } from './i18n'

/** Switches the console's language; menus and dictionaries come again from the server, translated. */
export async function changeLanguage(language: Language) {
  await switchTexts(language)
  if (hasSession(tokenStore.getState())) await loadUserData({ quietly: true })
}
