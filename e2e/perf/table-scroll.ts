import type { Page } from 'playwright-core'
import { startBrowser } from '../harness/browser'
import { signIn } from '../harness/console'
import { ADMIN } from '../harness/server'

export interface TableScrollOptions {
  /** a running server, e.g. `http://127.0.0.1:8001` */
  url: string
  username: string
  password: string
  /** the captcha answer the server accepts (BACKROOM_TEST_CAPTCHA) */
  captcha?: string
  /** a CRUD table page with at least `rows` records: the users (default) or the request log */
  path?: string
  /** page size chosen in the pager */
  rows?: number
  /** how long the scroll from top to bottom takes */
  scrollMs?: number
}

export interface TableScrollResult {
  /** rows the page received */
  rows: number
  /** the most table rows in the DOM at any frame of the scroll */
  maxRowsInDom: number
  frames: number
  meanFrameMs: number
  p95FrameMs: number
  maxFrameMs: number
  /** 60 Hz frames that did not get drawn */
  droppedFrames: number
  durationMs: number
}

const FRAME_MS = 1000 / 60

/** Shows `rows` rows per page through the pager, as a person would, and waits for them. */
export async function showPageOf(page: Page, rows: number) {
  const view = page.locator('.page-view:visible')
  await view.locator('.crud-table .ant-table-row').first().waitFor()
  const loaded = page.waitForResponse(
    (r) => r.url().endsWith('/page') && r.request().postDataJSON()?.size === rows,
  )
  await view.locator('.ant-pagination-options .ant-select').click()
  await page.locator('.ant-select-item-option', { hasText: String(rows) }).click()
  const body = (await (await loaded).json()) as { data: { list: unknown[] } }
  await view.locator('.ant-table-tbody-virtual').waitFor()
  return body.data.list.length
}

/** Scrolls the table body from top to bottom, one step per animation frame, timing every frame. */
export function scrollAndTime(page: Page, scrollMs: number) {
  return page.evaluate(async (duration) => {
    // pages of other tabs stay in the DOM, hidden: the one on screen has a layout box
    const holder = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody-virtual-holder')).find(
      (e) => e.offsetParent !== null,
    )
    if (!holder) throw new Error('no virtual table body on the page')
    const rowsInDom = () => holder.querySelectorAll('.ant-table-row').length
    const deltas: number[] = []
    let maxRows = rowsInDom()
    const start = performance.now()
    let last = start
    await new Promise<void>((done) => {
      const step = (now: number) => {
        deltas.push(now - last)
        last = now
        const progress = Math.min(1, (now - start) / duration)
        holder.scrollTop = progress * (holder.scrollHeight - holder.clientHeight)
        maxRows = Math.max(maxRows, rowsInDom())
        if (progress < 1) requestAnimationFrame(step)
        else done()
      }
      requestAnimationFrame(step)
    })
    return { deltas: deltas.slice(1), maxRows, durationMs: performance.now() - start }
  }, scrollMs)
}

/** Frame statistics of a list of frame durations. */
export function frameStats(deltas: number[]) {
  const sorted = [...deltas].sort((a, b) => a - b)
  const mean = deltas.reduce((s, d) => s + d, 0) / Math.max(1, deltas.length)
  return {
    frames: deltas.length,
    meanFrameMs: mean,
    p95FrameMs: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
    maxFrameMs: sorted[sorted.length - 1] ?? 0,
    droppedFrames: deltas.reduce((s, d) => s + Math.max(0, Math.round(d / FRAME_MS) - 1), 0),
  }
}

/**
 * For the bench: signs in to a running server in Debian's Chromium, opens a table page with
 * `rows` rows on one page, scrolls it top to bottom and reports frame timings and how many rows
 * the DOM held at most (virtual scrolling keeps that far below `rows`).
 */
export async function measureTableScroll(options: TableScrollOptions): Promise<TableScrollResult> {
  const { url, path = '/sys/user', rows = 1000, scrollMs = 3000 } = options
  const browser = await startBrowser()
  try {
    const page = await browser.context.newPage()
    // run under tsx (the bench), functions sent to the page carry esbuild's __name helper
    await page.addInitScript({ content: 'globalThis.__name ??= (f) => f' })
    page.setDefaultTimeout(30_000)
    await signIn(page, url, options.username, options.password, options.captcha ?? ADMIN.captcha)
    await page.goto(url + path)
    const received = await showPageOf(page, rows)
    const { deltas, maxRows, durationMs } = await scrollAndTime(page, scrollMs)
    return { rows: received, maxRowsInDom: maxRows, ...frameStats(deltas), durationMs }
  } finally {
    await browser.close()
  }
}
