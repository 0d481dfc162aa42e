import { DEFAULT_LANGUAGE, type Language } from '@backroom/contract'
import { fromModules, testing } from '../modules/module-files'

type Labels = Record<string, string>
type Load = () => Promise<Labels>

/**
 * The labels of the views modules declare (`views` of a descriptor), which the tab bar and the
 * breadcrumb show before the view's page loads: each module's `locales/<lang>/views.json`, merged
 * under `views` (`views.myInfo`) and shipped with the shell's texts of the language.
 */
const defaults = fromModules({
  ...import.meta.glob<Labels>('../../modules/*/locales/zh-cn/views.json', { eager: true, import: 'default' }),
  ...(testing
    ? import.meta.glob<Labels>('../../test/fixtures/modules/*/locales/zh-cn/views.json', {
        eager: true,
        import: 'default',
      })
    : {}),
})
const others: Record<string, Load> = fromModules({
  ...import.meta.glob<Labels>(
    ['../../modules/*/locales/*/views.json', '!../../modules/*/locales/zh-cn/views.json'],
    { import: 'default' },
  ),
  ...(testing
    ? import.meta.glob<Labels>(
        [
          '../../test/fixtures/modules/*/locales/*/views.json',
          '!../../test/fixtures/modules/*/locales/zh-cn/views.json',
        ],
        { import: 'default' },
      )
    : {}),
})

/** One language's labels of every module, a label two modules give the same key refused. */
export function mergeViewLabels(files: Record<string, Labels>): Labels {
  const merged: Labels = {}
  const owner = new Map<string, string>()
  for (const [file, labels] of Object.entries(files))
    for (const [key, text] of Object.entries(labels)) {
      const other = owner.get(key)
      if (other) throw new Error(`Two modules label the view "views.${key}": ${other} and ${file}`)
      owner.set(key, file)
      merged[key] = text
    }
  return merged
}

/** The default language's labels, in the entry chunk with its shell texts. */
export const defaultViewLabels = (): Labels => mergeViewLabels(defaults)

/** Another language's labels, loaded with its shell texts. */
export async function loadViewLabels(language: Language): Promise<Labels> {
  if (language === DEFAULT_LANGUAGE) return defaultViewLabels()
  const files = Object.entries(others).filter(([file]) => file.includes(`/locales/${language}/`))
  const loaded = await Promise.all(files.map(async ([file, load]) => [file, await load()] as const))
  return mergeViewLabels(Object.fromEntries(loaded))
}
