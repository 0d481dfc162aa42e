import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../..')
const SERVER = path.resolve(SRC, '../../server/src')

/** Mainland terms that Taiwan writes otherwise (使用者, 資料, 設定, 預設, 登入, 選單, 影片, 資訊). */
const MAINLAND = ['用戶', '數據', '設置', '默認', '登錄', '菜單', '視頻', '信息']

function files(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((f) => path.join(dir, f))
}

/** Every string of a locale file, by its key path. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k))
  return []
}

/** The shell's, the CRUD kit's and every module's texts (fixture modules' too) in a language. */
const localeTexts = (language: string) =>
  files(
    SRC,
    (f) =>
      f.endsWith('.json') &&
      (f.startsWith(`locales/${language}/`) || new RegExp(`(^|/)modules/[^/]+/locales/${language}/`).test(f)),
  ).flatMap((file) =>
    strings(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([key, text]) => ({
      where: `${path.relative(SRC, file)} ${key}`,
      text,
    })),
  )

/** The server's Taiwan texts: messages, seeded menu and dictionary names. */
const serverTaiwanTexts = files(SERVER, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/'zh-tw':\s*'([^']*)'/g)].map((m) => ({
    where: path.relative(SERVER, file),
    text: m[1],
  })),
)

describe('words', () => {
  it('finds the texts it checks', () => {
    expect(localeTexts('zh-tw').length).toBeGreaterThan(100)
    expect(serverTaiwanTexts.length).toBeGreaterThan(50)
  })

  it('writes Taiwan usage in zh-tw, in the console and in the server messages', () => {
    const mainland = [...localeTexts('zh-tw'), ...serverTaiwanTexts].filter(({ text }) =>
      MAINLAND.some((word) => text.includes(word)),
    )
    expect(mainland).toEqual([])
  })

  it.each(['zh-cn', 'zh-tw', 'en'])('has no "~" in %s messages', (language) => {
    expect(localeTexts(language).filter(({ text }) => text.includes('~'))).toEqual([])
  })
})
