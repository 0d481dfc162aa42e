import { describe, expect, it } from 'vitest'
import en from './en'
import zhCN from './zh-cn'
import zhTW from './zh-tw'

type Tree = { [key: string]: string | Tree }

/** Every `a.b.c` key with its text. */
const entries = (o: Tree, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : entries(v, `${prefix}${k}.`),
  )
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
const shape = (o: Tree) => Object.fromEntries(entries(o).map(([k, v]) => [k, placeholders(v)]))

/**
 * The texts pages load with themselves, per language, under the area's name: the CRUD kit's
 * (`<lang>/areas/<area>.json`) and the modules' (`modules/<name>/locales/<lang>/<area>.json`).
 */
const areaFiles = import.meta.glob<Tree>(
  [
    './*/areas/*.json',
    '../modules/*/locales/*/*.json',
    '../test/fixtures/modules/*/locales/*/*.json',
    '!../modules/*/locales/*/views.json',
    '!../test/fixtures/modules/*/locales/*/views.json',
  ],
  { eager: true, import: 'default' },
)
/** The labels of the modules' views, which come with the shell's texts under `views`. */
const viewFiles = import.meta.glob<Tree>(
  ['../modules/*/locales/*/views.json', '../test/fixtures/modules/*/locales/*/views.json'],
  { eager: true, import: 'default' },
)
const areas = (language: string): Tree =>
  Object.fromEntries(
    Object.entries(areaFiles)
      .filter(([file]) => file.includes(`/${language}/`))
      .map(([file, texts]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), texts]),
  )
const views = (language: string): Tree =>
  Object.assign(
    {},
    ...Object.entries(viewFiles).flatMap(([file, labels]) =>
      file.includes(`/${language}/`) ? [labels] : [],
    ),
  )
const all = (language: string, shell: Tree): Tree => ({
  ...shell,
  ...areas(language),
  views: views(language),
})

describe('translations', () => {
  it.each([
    ['zh-tw', zhTW],
    ['en', en],
  ])('%s has exactly the keys and placeholders of zh-cn, page areas included', (language, texts) => {
    expect(shape(all(language, texts))).toEqual(shape(all('zh-cn', zhCN)))
  })

  it('names no page area like a shell section', () => {
    for (const area of Object.keys(areas('zh-cn'))) expect(Object.keys(zhCN)).not.toContain(area)
  })

  it('leaves no text empty', () => {
    for (const [language, texts] of [
      ['zh-cn', zhCN],
      ['zh-tw', zhTW],
      ['en', en],
    ] as const)
      for (const [key, text] of entries(all(language, texts))) expect(text.trim(), key).not.toBe('')
  })
})
