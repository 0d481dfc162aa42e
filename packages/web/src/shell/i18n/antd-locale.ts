import type { Language } from '@backroom/contract'
import type { Locale } from 'antd/es/locale'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import { create } from 'zustand'
import 'dayjs/locale/zh-cn'
import { addLanguagePart } from './i18n'
import { currentLanguage } from './language-store'

/** Ant Design's and dayjs's texts; the default language ships with the layout, others load when chosen. */
const loaders: Record<Language, () => Promise<Locale>> = {
  'zh-cn': async () => zhCN,
  'zh-tw': async () => {
    await import('dayjs/locale/zh-tw')
    return (await import('antd/locale/zh_TW')).default
  },
  en: async () => (await import('antd/locale/en_US')).default,
}

const loaded = new Map<Language, Locale>()
const useAntdLocaleStore = create<{ locale: Locale }>(() => ({ locale: zhCN }))

const part = {
  async load(language: Language) {
    if (!loaded.has(language)) loaded.set(language, await loaders[language]())
  },
  apply(language: Language) {
    dayjs.locale(language)
    useAntdLocaleStore.setState({ locale: loaded.get(language) ?? zhCN })
  },
}

// the layout renders in the chosen language from its first frame (no date or label in another
// one for a moment), and every later switch loads these first
await part.load(currentLanguage())
part.apply(currentLanguage())
addLanguagePart(part)

/** Ant Design's locale for the current language (dayjs follows it). */
export const useAntdLocale = (): Locale => useAntdLocaleStore((s) => s.locale)
