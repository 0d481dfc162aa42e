import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { signIn } from './harness/console'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'

const LOCALES = path.resolve(import.meta.dirname, '../packages/web/src/locales/zh-cn')
/** Top-level translation namespaces: a text starting with one of them and a dot is a key nobody translated. */
const NAMESPACES = [
  ...fs.readdirSync(LOCALES).filter((f) => f.endsWith('.json')),
  ...fs.readdirSync(path.join(LOCALES, 'areas')),
].map((f) => f.replace(/\.json$/, ''))
const KEY = new RegExp(`(?:^|[^\\w.])(?:${NAMESPACES.join('|')})\\.[a-zA-Z][\\w.]*`)

interface MenuRow {
  type: number
  router: string | null
  isShow: boolean
}

let server: TestServer
let routes: string[]

useServer((s) => {
  server = s
})
beforeAll(async () => {
  const admin = await Api.signIn(server.url)
  const { menus } = await admin.call<{ menus: MenuRow[] }>('GET', '/admin/base/comm/permmenu')
  routes = [...new Set(menus.filter((m) => m.type === 1 && m.router).map((m) => m.router as string))]
  routes.push('/my/info')
})

/** What is wrong with the page on screen: untranslated keys, a body wider than the window, cut-off bars. */
function inspect(page: Page) {
  return page.evaluate((source) => {
    const key = new RegExp(source)
    const texts = [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]')).flatMap((el) =>
        ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''),
      ),
    ]
    const html = document.documentElement
    // bars that cut off what does not fit (tables alone may hold more than they show, and scroll)
    const clipped = Array.from(document.querySelectorAll('.crud-toolbar, .crud-footer, .topbar, .process'))
      .filter((bar) => {
        // what of the bar shows: inside the window, and inside the page area that clips its page
        const own = bar.getBoundingClientRect()
        const area = bar.closest('.view-area')?.getBoundingClientRect()
        const box = {
          left: Math.max(own.left, area?.left ?? 0, 0),
          right: Math.min(own.right, area?.right ?? Number.POSITIVE_INFINITY, window.innerWidth),
        }
        return Array.from(bar.querySelectorAll(':scope > *, :scope > * > *')).some((el) => {
          const r = el.getBoundingClientRect()
          const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el.parentElement!).overflowX)
          return !scrolls && r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)
        })
      })
      .map((bar) => bar.className)
    return {
      keys: texts.flatMap((t) => t.split('\n')).filter((t) => key.test(t)),
      overflow: Math.max(html.scrollWidth, document.body.scrollWidth) - html.clientWidth,
      clipped,
    }
  }, KEY.source)
}

describe.each([
  ['zh-cn', 1440],
  ['zh-cn', 375],
  ['en', 1440],
  ['en', 375],
] as const)('every seeded menu as the super-admin, in %s at %i px', (language, width) => {
  let page: Page
  const errors: string[] = []

  useBrowser((b) => ({ page } = b), { viewport: { width, height: 800 }, timeout: 15_000 })
  beforeAll(async () => {
    page.on('pageerror', (err) => errors.push(err.message))
    await page.goto(`${server.url}/login`)
    await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), language)
    await signIn(page, server.url)
  })

  it('finds the seeded pages', () => expect(routes.length).toBeGreaterThan(8))

  it('opens each without a page error, an untranslated key or a page wider than the window', async () => {
    const found: Record<string, unknown> = {}
    for (const route of routes) {
      errors.length = 0
      await page.goto(`${server.url}${route}`)
      await page.locator('.view-area').waitFor()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      const { keys, overflow, clipped } = await inspect(page)
      const failed = await page.locator('.view-area .ant-result-error').count()
      if (errors.length || keys.length || overflow > 0 || clipped.length || failed)
        found[route] = { errors: [...errors], keys, overflow, clipped, failed }
      await screenshot(page, `walk-${language}-${width}${route.replace(/\//g, '_')}`)
    }
    expect(found).toEqual({})
  })
})
