import { DEFAULT_LANGUAGE, type Language } from '@backroom/contract'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import zhCN from '../../locales/zh-cn'
import { currentLanguage, setLanguageChoice } from './language-store'
import { defaultViewLabels, loadViewLabels } from './view-labels'

export const i18n = i18next.createInstance()

type Texts = typeof zhCN
/**
 * The default language ships with the entry chunk; the others load when chosen. Each comes with
 * the labels of the modules' views (view-labels.ts).
 */
const lazyTexts: Record<Exclude<Language, 'zh-cn'>, () => Promise<{ default: Texts }>> = {
  'zh-tw': () => import('../../locales/zh-tw'),
  en: () => import('../../locales/en'),
}

// a language's bundle may already hold page areas (areas.ts) without the shell's texts
const shellLoaded = new Set<Language>([DEFAULT_LANGUAGE])

async function loadTexts(language: Language) {
  if (shellLoaded.has(language)) return
  const [texts, views] = await Promise.all([
    lazyTexts[language as keyof typeof lazyTexts](),
    loadViewLabels(language),
  ])
  i18n.addResourceBundle(language, 'translation', { ...texts.default, views }, true, true)
  shellLoaded.add(language)
}

const HTML_LANG: Record<Language, string> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', en: 'en' }

/** Starts translation in the stored language, before the first render. */
export async function startI18n() {
  const language = currentLanguage()
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    lowerCaseLng: true,
    load: 'currentOnly',
    resources: { [DEFAULT_LANGUAGE]: { translation: { ...zhCN, views: defaultViewLabels() } } },
    interpolation: { escapeValue: false },
  })
  await switchTexts(language).catch(() => undefined)
}

/** What else a language needs before it shows (Ant Design's and dayjs's texts, once the layout is loaded). */
export interface LanguagePart {
  load(language: Language): Promise<void>
  /** makes the loaded language current, in the same moment as the console's texts */
  apply(language: Language): void
}
const parts: LanguagePart[] = []

/** Adds a part that every language switch loads first and applies with the texts. */
export function addLanguagePart(part: LanguagePart) {
  parts.push(part)
}

/** Loads a language's texts and every part it needs, then makes it current, all at once. */
export async function switchTexts(language: Language) {
  await Promise.all([loadTexts(language), ...parts.map((p) => p.load(language))])
  for (const p of parts) p.apply(language)
  await i18n.changeLanguage(language)
  setLanguageChoice(language)
  document.documentElement.lang = HTML_LANG[language]
}
