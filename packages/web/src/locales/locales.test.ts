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

describe('translations', () => {
  it.each([
    ['zh-tw', zhTW],
    ['en', en],
  ])('%s has exactly the keys and placeholders of zh-cn', (_, texts) => {
    expect(shape(texts)).toEqual(shape(zhCN))
  })

  it('leaves no text empty', () => {
    for (const texts of [zhCN, zhTW, en])
      for (const [key, text] of entries(texts)) expect(text.trim(), key).not.toBe('')
  })
})
