import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './harness/console'
import type { TestServer } from './harness/server'
import { useBrowser, useServer } from './harness/setup'

// Dark mode as a person switches it, animations on: nothing keeps the other mode's colours, and
// the sign-in captcha stays readable in both.

let server: TestServer
useServer((s) => {
  server = s
})

/** Each element's background, by its place in the page, for the elements that paint one. */
function backgrounds(page: Page) {
  return page.evaluate(() => {
    const out: Record<string, string> = {}
    const path = (el: Element): string => {
      const parent = el.parentElement
      if (!parent) return el.tagName
      return `${path(parent)}>${el.tagName}:${Array.prototype.indexOf.call(parent.children, el)}`
    }
    for (const el of Array.from(document.querySelectorAll('.layout *'))) {
      const bg = getComputedStyle(el).backgroundColor
      if (bg !== 'rgba(0, 0, 0, 0)' && (el as HTMLElement).offsetParent !== null) out[path(el)] = bg
    }
    return out
  })
}

/** The elements whose background differs from a fresh page's in the same mode. */
function residue(shown: Record<string, string>, fresh: Record<string, string>) {
  return Object.entries(shown)
    .filter(([place, bg]) => place in fresh && fresh[place] !== bg)
    .map(([place, bg]) => `${place}: ${bg}, fresh ${fresh[place]}`)
}

/** WCAG relative luminance of an `rgb(…)` or `#rrggbb` colour. */
function luminance(color: string) {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1]
  const parts = hex
    ? [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
    : (color.match(/\d+/g) ?? []).slice(0, 3).map(Number)
  const [r, g, b] = parts.map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe('dark mode', () => {
  let page: Page
  useBrowser(
    (b) => {
      page = b.page
    },
    { motion: 'no-preference' },
  )
  beforeAll(() => signIn(page, server.url))

  const settle = async () => {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(700)
  }
  const freshIn = async (dark: boolean) => {
    await page.evaluate((d) => {
      const theme = JSON.parse(localStorage.getItem('theme') ?? '{}')
      localStorage.setItem('theme', JSON.stringify({ ...theme, dark: d }))
    }, dark)
    await page.reload()
    // the home page: the shop's dashboard for the administrator
    await page.locator('.view-area .dashboard .dashboard-ranking').waitFor()
    await settle()
    return backgrounds(page)
  }

  it("leaves no element with the other mode's background after switching back and forth five times", async () => {
    const fresh = { dark: await freshIn(true), light: await freshIn(false) }
    // the comparison sees the modes apart: a residue would show
    expect(residue(fresh.dark, fresh.light).length).toBeGreaterThan(10)
    const left: string[] = []
    let dark = false
    for (let i = 0; i < 10; i++) {
      dark = !dark
      await page.getByRole('button', { name: dark ? '切换到暗色模式' : '切换到亮色模式' }).click()
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(dark)
      await settle()
      left.push(
        ...residue(await backgrounds(page), dark ? fresh.dark : fresh.light).map((r) => `${i + 1}: ${r}`),
      )
    }
    expect(left).toEqual([])
  })
})

describe.each([false, true])('the sign-in captcha, dark mode %s', (dark) => {
  let page: Page
  useBrowser((b) => {
    page = b.page
  })

  it('draws its digits readably on the form', async () => {
    await page.goto(`${server.url}/login`)
    await page.evaluate((d) => localStorage.setItem('theme', JSON.stringify({ dark: d })), dark)
    await page.reload()
    const image = page.locator('.login-captcha img')
    await image.waitFor()
    const { src, behind } = await image.evaluate((img) => {
      let el: Element | null = img
      let bg = 'rgba(0, 0, 0, 0)'
      while (el && bg === 'rgba(0, 0, 0, 0)') {
        bg = getComputedStyle(el).backgroundColor
        el = el.parentElement
      }
      return { src: (img as HTMLImageElement).src, behind: bg }
    })
    const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()
    const digits = [...svg.matchAll(/<path[^>]*fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1])
    expect(digits.length).toBeGreaterThan(0)
    for (const fill of digits) expect(contrast(fill, behind), fill).toBeGreaterThanOrEqual(4.5)
  })
})
