import fs from 'node:fs'
import path from 'node:path'
import * as OpenCC from 'opencc-js'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { signIn } from './harness/console'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'
import { recordShownTexts, shownTexts } from './harness/texts'

// Every screen the menus offer, opened by a reload (the whole load is watched, so a text shown for a
// moment in another language fails too), must show only its UI language.

/** Names that are the same in every language: the language picker's own names. */
const PROPER_NAMES = ['简体中文', '繁體中文']

const WEB = path.resolve(import.meta.dirname, '../packages/web/src')

/** Locale folders: the shell's and each module's. */
function localeRoots(language: string) {
  const modules = path.join(WEB, 'modules')
  return [
    path.join(WEB, 'locales', language),
    ...fs.readdirSync(modules).map((m) => path.join(modules, m, 'locales', language)),
  ].filter((dir) => fs.existsSync(dir))
}

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
}

/** Every text of a language's locale files, by file and key. */
function localeTexts(language: string) {
  const texts = new Map<string, string>()
  for (const [i, root] of localeRoots(language).entries()) {
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (entry.name.endsWith('.json'))
          flatten(JSON.parse(fs.readFileSync(file, 'utf8')), `${i}:${path.relative(root, file)}:`, texts)
      }
    }
    walk(root)
  }
  return texts
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The en locale's texts that zh-cn says otherwise, and the English day and month names, as patterns. */
function englishPatterns(): RegExp[] {
  const en = localeTexts('en')
  const zh = localeTexts('zh-cn')
  const zhValues = new Set(zh.values())
  const texts = [...en].filter(([key, text]) => zh.get(key) !== text && !zhValues.has(text)).map(([, t]) => t)
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  const months = ['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October']
  return [...new Set([...texts, ...days, ...months])]
    .filter((t) => /[A-Za-z]{2}/.test(t))
    .map((t) => {
      const body = escapeRegExp(t).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+?')
      return new RegExp(`${/^\w/.test(t) ? '\\b' : ''}${body}${/\w$/.test(t) ? '\\b' : ''}`)
    })
}

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' })
const english = englishPatterns()
const HAN = /\p{Script=Han}/u

const properNames = new RegExp(PROPER_NAMES.join('|'), 'g')

/** Whether a text, the proper names left out, is not in the language. */
const CHECKS: Record<string, (text: string) => boolean> = {
  en: (text) => HAN.test(text),
  'zh-tw': (text) => toTraditional(text) !== text,
  'zh-cn': (text) => english.some((pattern) => pattern.test(text)),
}
const foreign = (language: string) => (text: string) => CHECKS[language](text.replace(properNames, ''))

let server: TestServer
let routes: string[]

useServer((s) => {
  server = s
})
beforeAll(async () => {
  const admin = await Api.signIn(server.url)
  const { menus } = await admin.call<{ menus: { type: number; router: string | null }[] }>(
    'GET',
    '/admin/base/comm/permmenu',
  )
  routes = ['/', ...new Set(menus.filter((m) => m.type === 1 && m.router).map((m) => m.router as string))]
  routes.push('/my/info')
})

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
}

describe.each(['en', 'zh-tw', 'zh-cn'])('every screen in %s', (language) => {
  let page: Page
  useBrowser(
    (b) => {
      page = b.page
    },
    { timeout: 15_000 },
  )
  beforeAll(async () => {
    await recordShownTexts(page.context())
    await page.goto(`${server.url}/login`)
    await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), language)
  })

  it('shows no text of another language, from the first moment of every load', async () => {
    const found: Record<string, string[]> = {}
    const check = async (route: string) => {
      await settle(page)
      const wrong = (await shownTexts(page)).filter(foreign(language))
      if (wrong.length) found[route] = wrong
    }
    await page.goto(`${server.url}/login`)
    await page.locator('.login-captcha img').waitFor()
    await check('/login')
    await signIn(page, server.url)
    for (const route of routes) {
      await page.goto(`${server.url}${route}`)
      await page.locator('.view-area').waitFor()
      await check(route)
    }
    expect(found).toEqual({})
  })
})
