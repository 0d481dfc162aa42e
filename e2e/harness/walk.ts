import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { screenshot } from './browser'

const LOCALES = path.resolve(import.meta.dirname, '../../packages/web/src/locales/zh-cn')
/** Top-level translation namespaces: a text starting with one of them and a dot is a key nobody translated. */
const NAMESPACES = [
  ...fs.readdirSync(LOCALES).filter((f) => f.endsWith('.json')),
  ...fs.readdirSync(path.join(LOCALES, 'areas')),
].map((f) => f.replace(/\.json$/, ''))
const KEY = new RegExp(`(?:^|[^\\w.])(?:${NAMESPACES.join('|')})\\.[a-zA-Z][\\w.]*`)

/** What is wrong with the page on screen: untranslated keys, a body wider than the window, cut-off bars. */
function inspect(page: Page) {
  return page.evaluate((source) => {
    const key = new RegExp(source)
    const texts = [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]')).flatMap((el) =>
        ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''),
      ),
    ]
    const html = document.documentElement
    // bars that cut off what does not fit (tables alone may hold more than they show, and scroll)
    const clipped = Array.from(document.querySelectorAll('.crud-toolbar, .crud-footer, .topbar, .process'))
      .filter((bar) => {
        // what of the bar shows: inside the window, and inside the page area that clips its page
        const own = bar.getBoundingClientRect()
        const area = bar.closest('.view-area')?.getBoundingClientRect()
        const box = {
          left: Math.max(own.left, area?.left ?? 0, 0),
          right: Math.min(own.right, area?.right ?? Number.POSITIVE_INFINITY, window.innerWidth),
        }
        return Array.from(bar.querySelectorAll(':scope > *, :scope > * > *')).some((el) => {
          const r = el.getBoundingClientRect()
          const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el.parentElement!).overflowX)
          return !scrolls && r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)
        })
      })
      .map((bar) => bar.className)
    return {
      keys: texts.flatMap((t) => t.split('\n')).filter((t) => key.test(t)),
      overflow: Math.max(html.scrollWidth, document.body.scrollWidth) - html.clientWidth,
      clipped,
    }
  }, KEY.source)
}

/**
 * Watches a page for what the screen walks refuse on every screen: a page error, an untranslated
 * key, a page wider than the window, a bar that cuts off its content, a failed view. `check` looks
 * at the screen now shown (after a screenshot, which lets it settle) and answers what is wrong.
 */
export function screenWalker(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  return {
    /** forgets the errors so far (before opening the next screen) */
    reset() {
      errors.length = 0
    },
    async check(shot: string) {
      await screenshot(page, shot)
      const { keys, overflow, clipped } = await inspect(page)
      const failed = await page.locator('.view-area .ant-result-error').count()
      return errors.length || keys.length || overflow > 0 || clipped.length || failed
        ? { errors: [...errors], keys, overflow, clipped, failed }
        : undefined
    },
  }
}
