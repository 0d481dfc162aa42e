import { type Language, toLanguage } from '@backroom/contract'
import { create } from 'zustand'
import { readStored, writeStored } from '../storage'

interface LanguageState {
  language: Language
}

/** The chosen language, kept under `locale` and sent to the server as the `language` header. */
export const useLanguageStore = create<LanguageState>(() => ({
  language: toLanguage(readStored<string>('locale')),
}))

/** Each language's name in itself, so that everyone finds theirs whatever the console shows. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
  en: 'English',
}

export const currentLanguage = () => useLanguageStore.getState().language

/** The chosen language, following its changes. */
export const useLanguage = () => useLanguageStore((s) => s.language)

export function setLanguageChoice(language: Language) {
  writeStored('locale', language)
  useLanguageStore.setState({ language })
}
