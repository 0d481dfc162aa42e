import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest'
import { Api } from './api'
import { screenshot, startBrowser, type TestBrowser } from './browser'
import { signIn } from './console'
import { startServer, type TestServer } from './server'

// Each registers hooks of the file or describe block it is called in: what it starts before the
// tests is handed to `ready`, to keep in the file's variables, and stopped after them.

/** A fresh server. `env` adds settings such as ACCESS_TOKEN_TTL. */
export function useServer(ready: (server: TestServer) => void, env: Record<string, string> = {}) {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startServer(env)
    ready(server)
  })
  afterAll(() => server?.stop())
}

export interface BrowserOptions {
  /** the window's size; 1440 × 900 unless given */
  viewport?: { width: number; height: number }
  /** how long the page's actions and waits may take, in milliseconds; 10 s unless given */
  timeout?: number
  /** `no-preference`: the console animates as for most people (reduced motion unless given) */
  motion?: 'reduce' | 'no-preference'
}

/** A fresh Chromium with one page, not signed in anywhere. */
export function useBrowser(
  ready: (b: { browser: TestBrowser; page: Page }) => void,
  options: BrowserOptions = {},
) {
  let browser: TestBrowser | undefined
  beforeAll(async () => {
    browser = await startBrowser(options.viewport, options.motion)
    const page = await browser.context.newPage()
    page.setDefaultTimeout(options.timeout ?? 10_000)
    ready({ browser, page })
  })
  afterAll(() => browser?.close())
}

export interface ConsoleOptions<A extends boolean> extends BrowserOptions {
  /** settings of the server, such as ACCESS_TOKEN_TTL */
  env?: Record<string, string>
  /** false: no API client signed in as the administrator */
  api?: A
  /** false: the page is not signed in (it is, as the administrator, through the sign-in form) */
  signIn?: boolean
  /** what a failed test's screenshot of the page is named before the test's name; false: none */
  failureShot?: string | false
}

/** The server, a browser with a page on it, and unless `api: false` the administrator's API client. */
export type Console<A extends boolean> = {
  server: TestServer
  browser: TestBrowser
  page: Page
} & (A extends true ? { admin: Api } : unknown)

/**
 * A browser-test file's setup: a fresh server, and a fresh Chromium whose page is signed in as the
 * administrator, as is an API client for setting up data. A failed test leaves a screenshot of the
 * page, `failed-<test name>.png` in e2e/artifacts.
 */
export function useConsole<A extends boolean = true>(
  ready: (c: Console<A>) => void,
  options: ConsoleOptions<A> = {},
) {
  let server: TestServer
  let browser: TestBrowser
  let page: Page
  useServer((s) => {
    server = s
  }, options.env)
  useBrowser((b) => {
    ;({ browser, page } = b)
  }, options)
  beforeAll(async () => {
    const admin = options.api === false ? undefined : await Api.signIn(server.url)
    if (options.signIn !== false) await signIn(page, server.url)
    ready({ server, browser, page, admin } as Console<A>)
  })
  const shot = options.failureShot ?? 'failed-'
  if (shot !== false) beforeEach((test) => onTestFailed(() => screenshot(page, `${shot}${test.task.name}`)))
}
