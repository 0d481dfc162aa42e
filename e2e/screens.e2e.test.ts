import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { violations } from './harness/axe'
import { signIn } from './harness/console'
import { foreign } from './harness/languages'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'
import { recordShownTexts, shownTexts } from './harness/texts'

// Every screen the menus offer, the sign-in page and the personal center, each opened by a reload:
// - in each UI language, no text of another one, from the first moment of the load (every text
//   shown is recorded, so a moment of another language fails too);
// - in zh-cn, light and dark, no WCAG 2 A or AA violation (axe-core).

/** axe rules left out, each with its reason. */
const AXE_EXCLUDED: Record<string, string> = {}

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
  // rows on the screens that start empty: files of each kind, a recycled record
  for (const name of [
    'report.pdf',
    'notes.docx',
    'sheet.xlsx',
    'archive.zip',
    'clip.mp4',
    'song.mp3',
    'data.bin',
  ])
    await admin.post('/admin/space/info/add', { url: `/upload/20260101/${name}`, name })
  const { id } = await admin.post<{ id: number }>('/admin/base/sys/param/add', {
    name: 'a11y',
    keyName: 'a11yCheck',
    dataType: 0,
    data: '1',
  })
  await admin.post('/admin/base/sys/param/delete', { ids: [id] })
})

describe.each([
  { language: 'en', dark: false, axe: false },
  { language: 'zh-tw', dark: false, axe: false },
  { language: 'zh-cn', dark: false, axe: true },
  { language: 'zh-cn', dark: true, axe: true },
])('every screen in $language, dark $dark', ({ language, dark, axe }) => {
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
    await page.evaluate(
      ({ l, d }) => {
        localStorage.setItem('locale', JSON.stringify(l))
        localStorage.setItem('theme', JSON.stringify({ dark: d }))
      },
      { l: language, d: dark },
    )
  })

  it(`shows only ${language}${axe ? ', with no accessibility violation,' : ''} from the first moment of every load`, async () => {
    const wrong: Record<string, string[]> = {}
    const inaccessible: Record<string, string[]> = {}
    const check = async (route: string) => {
      await page.waitForLoadState('networkidle')
      const texts = (await shownTexts(page)).filter(foreign(language))
      if (texts.length) wrong[route] = texts
      if (!axe) return
      const found = await violations(page, AXE_EXCLUDED)
      if (found.length) inaccessible[route] = found
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
    expect(wrong).toEqual({})
    expect(inaccessible).toEqual({})
  })
})
