import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { signIn } from './harness/console'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'

// The add and edit dialogs of every screen keep their buttons in the window, on a desktop and on
// a phone: a tall form scrolls inside its dialog.

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
  routes = [...new Set(menus.filter((m) => m.type === 1 && m.router).map((m) => m.router as string))]
})

/** The dialog's buttons that are not wholly inside the window. */
function buttonsOutOfView(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-footer button'),
    )
      .filter((b) => {
        const r = b.getBoundingClientRect()
        return r.width > 0 && (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      })
      .map((b) => (b as HTMLElement).innerText),
  )
}

/** The openers of the screen's dialogs: the toolbar's add, a row's edit, a tree panel's add. */
const OPENERS = [
  '.page-view:visible .crud-toolbar button:has(.anticon-plus)',
  '.page-view:visible .crud-row-link:text-is("编辑")',
  '.page-view:visible .tree-panel-head button:has(.anticon-plus)',
]

describe.each([
  [1440, 900],
  [375, 812],
])('dialogs at %i × %i', (width, height) => {
  let page: Page
  useBrowser(
    (b) => {
      page = b.page
    },
    { viewport: { width, height } },
  )
  beforeAll(() => signIn(page, server.url))

  it('keeps the buttons of every add and edit dialog in the window', async () => {
    const found: Record<string, string[]> = {}
    let opened = 0
    for (const route of routes) {
      await page.goto(`${server.url}${route}`)
      await page.locator('.view-area').waitFor()
      await page.waitForLoadState('networkidle')
      for (const opener of OPENERS) {
        const button = page.locator(opener).first()
        if (!(await button.isVisible())) continue
        // on a phone a folded side panel lies under the page: its buttons are not in reach
        const inReach = await button.click({ trial: true, timeout: 1000 }).then(
          () => true,
          () => false,
        )
        if (!inReach) continue
        await button.click()
        const dialog = page.locator('.ant-modal-wrap .ant-modal-footer').last()
        await dialog.waitFor()
        // the record's values in, the form at its full height
        await page.locator('.ant-modal-wrap .ant-modal-body .ant-form').last().waitFor()
        opened++
        const out = await buttonsOutOfView(page)
        if (out.length) {
          found[`${route} ${opener}`] = out
          await screenshot(page, `dialog-out-of-view-${width}${route.replace(/\//g, '_')}`)
        }
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
      }
    }
    expect(opened).toBeGreaterThan(8)
    expect(found).toEqual({})
  })
})
