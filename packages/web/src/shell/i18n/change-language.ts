import type { Language } from '@backroom/contract'
import { loadUserData } from '../session/session'
import { hasSession, tokenStore } from '../session/token-store'
import { preloadAreas } from './area-preload'
import { switchTexts } from './i18n'

/** Switches the console's language; menus come again from the server, translated (and dictionaries, keyed by language, as they are shown). */
export async function changeLanguage(language: Language) {
  // the open pages' texts first, so that no page waits for them once the language has changed
  await preloadAreas(language)
  await switchTexts(language)
  if (hasSession(tokenStore.getState())) await loadUserData({ quietly: true })
}
