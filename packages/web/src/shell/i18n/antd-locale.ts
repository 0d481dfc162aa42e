import type { Language } from '@backroom/contract'
import type { Locale } from 'antd/es/locale'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import 'dayjs/locale/zh-cn'
import { useLanguageStore } from './language-store'

/** Ant Design's and dayjs's texts; the default language ships with the layout, others load when chosen. */
const loaders: Record<Language, () => Promise<Locale>> = {
  'zh-cn': async () => zhCN,
  'zh-tw': async () => {
    await import('dayjs/locale/zh-tw')
    return (await import('antd/locale/zh_TW')).default
  },
  en: async () => (await import('antd/locale/en_US')).default,
}

/** Ant Design's locale for the chosen language, switching dayjs along with it. */
export function useAntdLocale(): Locale {
  const language = useLanguageStore((s) => s.language)
  const [locale, setLocale] = useState<Locale>(zhCN)
  useEffect(() => {
    let current = true
    void loaders[language]().then((next) => {
      if (!current) return
      dayjs.locale(language)
      setLocale(next)
    })
    return () => {
      current = false
    }
  }, [language])
  return locale
}
