import type { Language } from '@backroom/contract'

/**
 * What to load before the language changes: the page areas already in use (areas.ts registers it
 * when a page first asks for texts). Kept apart so that the sign-in page does not carry areas.ts.
 */
let preload: (language: Language) => Promise<void> = () => Promise.resolve()

export function setAreaPreload(next: typeof preload) {
  preload = next
}

export const preloadAreas = (language: Language) => preload(language)
