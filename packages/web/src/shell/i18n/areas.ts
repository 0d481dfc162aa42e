import type { Language } from '@backroom/contract'
import { use } from 'react'
import { fromModules, testing } from '../modules/module-files'
import { setAreaPreload } from './area-preload'
import { i18n } from './i18n'
import { currentLanguage, useLanguageStore } from './language-store'

type Texts = { [key: string]: string | Texts }

/**
 * Texts of the pages, one JSON file per area and language: the CRUD kit's under
 * `locales/<lang>/areas/<area>.json`, each module's under `modules/<name>/locales/<lang>/<area>.json`
 * (but `views.json`, its views' labels, which come with the shell's texts: view-labels.ts). They
 * load with the page that needs them rather than with the sign-in page, which carries the shell's only.
 */
const files: Record<string, () => Promise<{ default: Texts }>> = {
  ...import.meta.glob<{ default: Texts }>('../../locales/*/areas/*.json'),
  ...fromModules({
    ...import.meta.glob<{ default: Texts }>([
      '../../modules/*/locales/*/*.json',
      '!../../modules/*/locales/*/views.json',
    ]),
    ...(testing
      ? import.meta.glob<{ default: Texts }>([
          '../../test/fixtures/modules/*/locales/*/*.json',
          '!../../test/fixtures/modules/*/locales/*/views.json',
        ])
      : {}),
  }),
}
const loaders = new Map<string, () => Promise<{ default: Texts }>>()
for (const [file, load] of Object.entries(files)) {
  const [, language, area] = file.match(/([^/]+)\/(?:areas\/)?([^/]+)\.json$/) ?? []
  if (loaders.has(`${language}/${area}`))
    throw new Error(`Two files hold the texts of area "${area}": ${file}`)
  loaders.set(`${language}/${area}`, load)
}

const requested = new Set<string>()
const loading = new Map<string, Promise<void>>()
const loaded = new Set<string>()

function loaderOf(language: Language, area: string) {
  const load = loaders.get(`${language}/${area}`)
  if (!load)
    throw new Error(
      `No texts for area "${area}" in ${language}: add modules/<name>/locales/${language}/${area}.json`,
    )
  return load
}

/** Adds an area's texts for a language to i18n under the area's name (`t('crud.add')`). */
export function loadArea(language: Language, area: string): Promise<void> {
  const key = `${language}/${area}`
  requested.add(area)
  let promise = loading.get(key)
  if (!promise) {
    promise = loaderOf(language, area)().then((m) => {
      i18n.addResourceBundle(language, 'translation', { [area]: m.default }, true, true)
      loaded.add(key)
    })
    loading.set(key, promise)
  }
  return promise
}

/**
 * Loads areas in the current language before the first render. A page whose code is loaded ahead
 * (the home page, during sign-in) awaits it at the top of its module, so that it shows at once
 * rather than behind a fallback while its texts come; `useAreaTexts` then finds them there.
 */
export function loadAreaTexts(...areas: string[]): Promise<void> {
  const language = currentLanguage()
  return Promise.all(areas.map((area) => loadArea(language, area))).then(() => undefined)
}

/** The areas some page has asked for, in another language: loaded before a language switch shows. */
export function loadRequestedAreas(language: Language): Promise<void> {
  return Promise.all([...requested].map((area) => loadArea(language, area))).then(() => undefined)
}
setAreaPreload(loadRequestedAreas)

// React's use() must see the same promise on every render of a page, settled or not: one per
// language and list of areas, kept (a handful at most)
const waits = new Map<string, Promise<unknown>>()
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

function areasReady(language: Language, areas: string[]): Promise<unknown> {
  const key = `${language}:${areas.join(',')}`
  let wait = waits.get(key)
  if (!wait) {
    const missing = areas.filter((a) => !loaded.has(`${language}/${a}`))
    wait = missing.length ? Promise.all(missing.map((a) => loadArea(language, a))) : settled
    waits.set(key, wait)
  }
  return wait
}

/** Suspends the calling page until its areas' texts are there in the current language. */
export function useAreaTexts(...areas: string[]) {
  const language = useLanguageStore((s) => s.language)
  use(areasReady(language, areas))
}
