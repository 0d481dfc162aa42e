import { describe, expect, it } from 'vitest'
import type { TestBrowser } from './harness/browser'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

const BUDGET_BYTES = 200 * 1024

let server: TestServer
let browser: TestBrowser

useConsole((c) => ({ server, browser } = c), { api: false, signIn: false })

interface Transfer {
  url: string
  type: string
  encoding?: string
  bytes: number
}

describe('performance budget', () => {
  it('sends the sign-in page in no more than 200 KB of compressed JS and CSS, without the layout', async () => {
    const page = await browser.context.newPage()
    const cdp = await browser.context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const seen = new Map<string, Omit<Transfer, 'bytes'>>()
    const transfers: Transfer[] = []
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = Object.entries(response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      )?.[1]
      seen.set(requestId, { url: response.url, type, encoding })
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = seen.get(requestId)
      if (response) transfers.push({ ...response, bytes: encodedDataLength })
    })

    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' })
    await page.locator('.login-captcha img').waitFor()

    const code = transfers.filter((t) => t.type === 'Script' || t.type === 'Stylesheet')
    const total = code.reduce((sum, t) => sum + t.bytes, 0)
    console.log(`sign-in page: ${code.length} JS/CSS files, ${(total / 1024).toFixed(1)} KB as sent`)
    expect(code.length).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES)
    for (const t of code.filter((t) => t.bytes > 1024)) expect(t.encoding, t.url).toMatch(/^(br|gzip)$/)
    // Ant Design and everything after sign-in come with the layout's lazy chunk
    expect(
      code.map((t) => new URL(t.url).pathname).filter((p) => /\/(Layout|ThemeTools|home)-/.test(p)),
    ).toEqual([])
    await page.close()
  })

  it('serves hashed assets with a year-long immutable cache and index.html without one', async () => {
    const html = await fetch(`${server.url}/login`)
    expect(html.headers.get('cache-control')).toBe('no-cache')
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1]
    const asset = await fetch(server.url + script!, { headers: { 'accept-encoding': 'br' } })
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const manifest = await fetch(`${server.url}/.vite/manifest.json`)
    expect(manifest.headers.get('content-type')).not.toContain('json')
  })
})
