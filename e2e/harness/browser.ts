import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts')

export interface TestBrowser {
  context: BrowserContext
  close(): Promise<void>
}

/**
 * Debian's Chromium with a fresh profile; one per test file. It asks for reduced motion, as a
 * system can: dialogs and menus open without animating, so that a click on a busy machine does not
 * land on a button that is still moving (a lost click left a dialog open); `no-preference` for a
 * test of the animations themselves.
 */
export async function startBrowser(
  viewport = { width: 1440, height: 900 },
  motion: 'reduce' | 'no-preference' = 'reduce',
): Promise<TestBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    reducedMotion: motion,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return {
    context,
    async close() {
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Saves a screenshot under e2e/artifacts, for a person to look at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  // let page transitions and toasts settle: a half-faded screen tells a reviewer nothing
  await page.waitForTimeout(500)
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) })
}

/**
 * Screenshots of the CRUD page at `path` at 1440 and 375 px wide, in Chinese and in English, for a
 * person to look at; back to Chinese at 1440 after.
 */
export async function screenshotsOf(page: Page, name: string, path: string) {
  const shown = () => page.locator(`.page-view[data-page="${path}"]:visible .crud`).first().waitFor()
  for (const language of ['zh-cn', 'en']) {
    await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), language)
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 812 })
      await page.reload()
      await shown()
      await screenshot(page, `${name}-${language}-${width}`)
    }
  }
  await page.evaluate(() => localStorage.setItem('locale', '"zh-cn"'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.reload()
  await shown()
}
