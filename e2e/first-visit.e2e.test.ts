import type { Page, Request } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { Api } from './harness/api'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

// The first visit of a screen asks for its rows while its code is still loading, not after: the
// screen's first API request leaves before the last of its code has arrived, and nothing is asked
// twice. Order only (Chromium's order of events), no timing.

interface Sent {
  url: string
  /** API calls: path and body */
  call?: string
  sentAt: number
  answeredAt?: number
}

/** The tutorials' screens that show no server data: nothing to ask for while their code loads. */
const WITHOUT_DATA = ['/demo/test/route/1/backroom', '/space/upload', '/demo/view/head']

let server: TestServer
let page: Page
let routes: string[]

useConsole(
  (c) => {
    ;({ server, page } = c)
  },
  { api: false },
)

beforeAll(async () => {
  const admin = await Api.signIn(server.url)
  const { menus } = await admin.call<{ menus: { type: number; router: string | null }[] }>(
    'GET',
    '/admin/base/comm/permmenu',
  )
  routes = [
    ...new Set(
      menus
        .filter((m) => m.type === 1 && m.router && m.router !== '/' && !WITHOUT_DATA.includes(m.router))
        .map((m) => m.router as string),
    ),
  ]
})

/** Every request the page makes from now on, with the order it was sent and answered in. */
function record(p: Page) {
  const sent: Sent[] = []
  const byRequest = new Map<Request, Sent>()
  let clock = 0
  p.on('request', (req) => {
    const url = new URL(req.url())
    const entry: Sent = { url: url.pathname, sentAt: clock++ }
    if (url.pathname.startsWith('/api/')) entry.call = `${url.pathname}${url.search} ${req.postData() ?? ''}`
    byRequest.set(req, entry)
    sent.push(entry)
  })
  p.on('requestfinished', (req) => {
    const entry = byRequest.get(req)
    if (entry) entry.answeredAt = clock++
  })
  return sent
}

it("asks for a screen's rows while its code loads, once", async () => {
  await page.waitForLoadState('networkidle')
  const late: string[] = []
  const twice: string[] = []
  const unchecked: string[] = []
  for (const route of routes) {
    const sent = record(page)
    await page.evaluate((to) => {
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, route)
    // (the screen's own view: the one before stays visible until it is replaced)
    await page.locator(`.page-view[data-page="${route}"]:visible`).first().waitFor()
    await page.waitForLoadState('networkidle')
    page.removeAllListeners('request')
    page.removeAllListeners('requestfinished')
    const code = sent.filter((s) => /\/assets\/.+\.js$/.test(s.url))
    const calls = sent.filter((s) => s.call)
    if (code.length === 0 || calls.length === 0) {
      unchecked.push(route)
      continue
    }
    const codeArrived = Math.max(...code.map((s) => s.answeredAt ?? Number.POSITIVE_INFINITY))
    if (calls[0].sentAt > codeArrived) late.push(`${route}: ${calls[0].call}`)
    const seen = new Set<string>()
    for (const c of calls) {
      if (seen.has(c.call as string)) twice.push(`${route}: ${c.call}`)
      seen.add(c.call as string)
    }
  }
  expect(unchecked).toEqual([])
  expect(late).toEqual([])
  expect(twice).toEqual([])
})
