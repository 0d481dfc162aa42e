import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { signIn } from './harness/console'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'

// axe-core (WCAG 2 A and AA) on every screen the menus offer, in light and dark mode: no violation.

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Rules left out, each with its reason. */
const EXCLUDED: Record<string, string> = {}

interface Violation {
  id: string
  nodes: { target: string[]; failureSummary?: string }[]
}

async function violations(page: Page) {
  await page.evaluate(AXE)
  const found = await page.evaluate(
    async ({ tags, excluded }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
      ).axe
      const rules = Object.fromEntries(excluded.map((id) => [id, { enabled: false }]))
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules })
      return result.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }))
    },
    { tags: TAGS, excluded: Object.keys(EXCLUDED) },
  )
  return found.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`,
  )
}

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

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(400)
}

describe.each([false, true])('every screen, dark mode %s', (dark) => {
  let page: Page
  useBrowser(
    (b) => {
      page = b.page
    },
    { timeout: 15_000 },
  )
  beforeAll(async () => {
    await page.goto(`${server.url}/login`)
    await page.evaluate((d) => localStorage.setItem('theme', JSON.stringify({ dark: d })), dark)
  })

  it('has no WCAG 2 A or AA violation', async () => {
    const found: Record<string, string[]> = {}
    await page.goto(`${server.url}/login`)
    await page.locator('.login-captcha img').waitFor()
    await settle(page)
    const atLogin = await violations(page)
    if (atLogin.length) found['/login'] = atLogin
    await signIn(page, server.url)
    for (const route of routes) {
      await page.goto(`${server.url}${route}`)
      await page.locator('.view-area').waitFor()
      await settle(page)
      const here = await violations(page)
      if (here.length) found[route] = here
    }
    expect(found).toEqual({})
  })
})
