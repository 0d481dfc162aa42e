import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { signIn } from './harness/console'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'
import { screenWalker } from './harness/walk'

// Every seeded screen on a phone: no page error, untranslated key, page wider than the window or
// cut-off bar. The desktop walks ride along the language and accessibility passes of screens.e2e.

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

describe.each([
  ['zh-cn', 375],
  ['en', 375],
] as const)('every seeded menu as the super-admin, in %s at %i px', (language, width) => {
  let page: Page
  let walker: ReturnType<typeof screenWalker>

  useBrowser((b) => ({ page } = b), { viewport: { width, height: 800 }, timeout: 15_000 })
  beforeAll(async () => {
    walker = screenWalker(page)
    await page.goto(`${server.url}/login`)
    await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), language)
    await signIn(page, server.url)
  })

  it('finds the seeded pages', () => expect(routes.length).toBeGreaterThan(8))

  it('opens each without a page error, an untranslated key or a page wider than the window', async () => {
    const found: Record<string, unknown> = {}
    for (const route of routes) {
      walker.reset()
      await page.goto(`${server.url}${route}`)
      await page.locator('.view-area').waitFor()
      await page.waitForLoadState('networkidle')
      const wrong = await walker.check(`walk-${language}-${width}${route.replace(/\//g, '_')}`)
      if (wrong) found[route] = wrong
    }
    expect(found).toEqual({})
  })
})
