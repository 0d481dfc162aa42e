import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, type TestBrowser } from './harness/browser'
import { expectPath, signIn } from './harness/console'
import { recordCalls } from './harness/network'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

// access tokens live five seconds, and count as expired two seconds before that
const ACCESS_TOKEN_TTL = 5
const REFRESH = '/admin/base/open/refreshToken'
const START_UP = ['/admin/base/comm/person', '/admin/base/comm/permmenu']

let server: TestServer
let browser: TestBrowser
let page: Page

useConsole((c) => ({ server, browser, page } = c), {
  env: { ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL) },
  timeout: 15_000,
  api: false,
  signIn: false,
})

const stored = (p: Page, key: string) => p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)

/** Waits until the console would consider its access token expired. */
async function untilTokenExpires(p: Page) {
  const deadline = (await stored(p, 'token_deadtime')) as number
  await p.waitForTimeout(Math.max(0, deadline - 2000 - Date.now()) + 300)
}

describe('token renewal', () => {
  it('renews an expired token with one refresh call while the start-up requests wait, then sends them', async () => {
    await signIn(page, server.url)
    await untilTokenExpires(page)
    const net = recordCalls(page)
    await page.reload()
    await page.locator('.sidebar-menu').waitFor()
    await expect.poll(() => START_UP.every((path) => net.to(path)[0]?.status)).toBe(true)

    const refreshes = net.to(REFRESH)
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0].status).toBe(200)
    const renewed = await stored(page, 'token')
    for (const path of START_UP) {
      const [call, ...more] = net.to(path)
      expect(more, path).toHaveLength(0)
      expect(call.sentAt, `${path} waited for the refresh`).toBeGreaterThan(refreshes[0].answeredAt!)
      expect(call.authorization).toBe(renewed)
      expect(call.status).toBe(200)
    }
    // dictionaries load with the screens that show them, not at start-up (a shop may keep 100,000 entries)
    await page.locator('.page-view[data-page="/"]:visible .dashboard').waitFor()
    expect(net.to('/admin/dict/info/data')).toEqual([])
  })

  it('lets two open tabs share one renewal instead of racing each other into a sign-out', async () => {
    const second = await browser.context.newPage()
    await second.goto(server.url)
    await second.locator('.sidebar-menu').waitFor()
    await untilTokenExpires(page)
    const net = recordCalls(page, second)
    await Promise.all([page.reload(), second.reload()])
    await Promise.all([page.locator('.sidebar-menu').waitFor(), second.locator('.sidebar-menu').waitFor()])
    await expect.poll(() => net.to('/admin/base/comm/permmenu').filter((c) => c.status).length).toBe(2)
    expect(net.to(REFRESH)).toHaveLength(1)
    expect(net.calls.filter((c) => c.status === 401)).toEqual([])
    await second.close()
  })

  it('signs the user out and clears the screen when the renewal is refused', async () => {
    await page.locator('.page-view[data-page="/"]:visible .dashboard').waitFor()
    // the request log's entry, ready in the sidebar: opening it asks the server
    const sidebar = page.locator('.sidebar-menu')
    for (const label of ['系统管理', '监控管理']) await sidebar.getByText(label, { exact: true }).click()
    const logEntry = sidebar.getByText('请求日志', { exact: true })
    await logEntry.waitFor()
    // the refresh token is single-use: spending it elsewhere makes the console's copy worthless
    const refreshToken = await stored(page, 'refreshToken')
    const spent = await fetch(`${server.url}/api${REFRESH}?refreshToken=${encodeURIComponent(refreshToken)}`)
    expect(spent.status).toBe(200)
    await untilTokenExpires(page)

    const net = recordCalls(page)
    await logEntry.click()
    await expectPath(page, '/login')
    await expect.poll(() => page.locator('.toast').last().textContent()).toBe('登录状态已失效，请重新登录')
    expect(net.to(REFRESH).map((c) => c.status)).toEqual([401])
    expect(await page.locator('.layout').count()).toBe(0)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('refreshToken'),
        sessionStorage.getItem('process'),
      ]),
    ).toEqual([null, null, null])
    await screenshot(page, 'session-expired')
    await page.goto(`${server.url}/my/info`)
    await expectPath(page, '/login')
  })
})
