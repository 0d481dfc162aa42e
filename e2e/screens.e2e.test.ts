import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { violations } from './harness/axe'
import { signIn } from './harness/console'
import { foreign } from './harness/languages'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'
import { recordShownTexts, shownTexts } from './harness/texts'
import { screenWalker } from './harness/walk'

// Every screen the menus offer, the sign-in page and the personal center, each opened by a reload:
// - in each UI language, no text of another one, from the first moment of the load (every text
//   shown is recorded, so a moment of another language fails too);
// - in zh-cn, light and dark, no WCAG 2 A or AA violation (axe-core);
// - in zh-cn and en at 1440 px, the walk of walk.e2e (no page error, untranslated key, page wider
//   than the window or cut-off bar), with a screenshot of each screen.

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
  { language: 'en', dark: false, axe: false, walk: true },
  { language: 'zh-tw', dark: false, axe: false, walk: false },
  { language: 'zh-cn', dark: false, axe: true, walk: true },
  { language: 'zh-cn', dark: true, axe: true, walk: false },
])('every screen in $language, dark $dark', ({ language, dark, axe, walk }) => {
  let page: Page
  let walker: ReturnType<typeof screenWalker>
  useBrowser(
    (b) => {
      page = b.page
    },
    { timeout: 15_000 },
  )
  beforeAll(async () => {
    walker = screenWalker(page)
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
    const walked: Record<string, unknown> = {}
    const check = async (route: string) => {
      await page.waitForLoadState('networkidle')
      const texts = (await shownTexts(page)).filter(foreign(language))
      if (texts.length) wrong[route] = texts
      const found =
        walk &&
        route !== '/login' &&
        (await walker.check(`walk-${language}-1440${route.replace(/\//g, '_')}`))
      if (found) walked[route] = found
      if (!axe) return
      // colours are read once what is fading or sliding in has arrived (a page's slide-in, a theme's fade)
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      const violated = await violations(page, AXE_EXCLUDED)
      if (violated.length) inaccessible[route] = violated
    }
    await page.goto(`${server.url}/login`)
    await page.locator('.login-captcha img').waitFor()
    await check('/login')
    await signIn(page, server.url)
    for (const route of routes) {
      walker.reset()
      await page.goto(`${server.url}${route}`)
      await page.locator('.view-area').waitFor()
      await check(route)
    }
    expect(wrong).toEqual({})
    expect(inaccessible).toEqual({})
    expect(walked).toEqual({})
  })
})
