import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { openPage, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

type LogRow = { id: number; action: string; params: unknown; createTime: string }
type LogPage = { list: LogRow[]; pagination: { total: number } }

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c), { failureShot: 'failed-log-' })

/** The log's rows (the log's own reads are not logged, so reading it here adds none). */
const logRows = async () => (await admin.post<LogPage>('/admin/base/sys/log/page', { size: 1000 })).list

/**
 * Rows logged after `since` once a marked call has been written: the log is written in order, so
 * every call answered before the marked one is written too (an unmarked call may come in an
 * earlier batch than its neighbours).
 */
async function rowsSince(since: number, marker: string) {
  await admin.call('GET', `/admin/base/comm/person?marker=${marker}`)
  const marked = (r: LogRow) =>
    r.action === '/admin/base/comm/person' && (r.params as { marker?: string } | null)?.marker === marker
  await expect.poll(async () => (await logRows()).some((r) => r.id > since && marked(r))).toBe(true)
  return (await logRows()).filter((r) => r.id > since)
}

describe('the request log screen', () => {
  it('adds no log rows when opened', async () => {
    // the calls of signing in and of the home page, written first
    const last = Math.max(...(await rowsSince(0, 'before')).map((r) => r.id))
    await openPage(page, '/sys/log', '系统管理', '监控管理', '请求日志')
    await view(page).locator('.ant-table-row').first().waitFor()
    await expect.poll(() => view(page).getByLabel('日志保存天数').inputValue()).toBe('31')
    const added = await rowsSince(last, 'opened')
    expect(added.map((r) => r.action)).toEqual(['/admin/base/comm/person'])
  })

  it('shows the time of each request on screen', async () => {
    const header = view(page).locator('.ant-table-thead th', { hasText: '请求时间' })
    const box = await header.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x + box!.width).toBeLessThanOrEqual(1440)
    const first = view(page).locator('.ant-table-tbody .ant-table-row').first()
    expect(await first.innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    await screenshot(page, 'log-1440')
  })

  it('filters by a date range', async () => {
    const table = view(page).locator('.ant-table-tbody')
    const pick = async (from: string, to: string) => {
      const picker = view(page).locator('.crud-search-range')
      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/sys/log/page') && JSON.stringify(r.postDataJSON()).includes(to),
      )
      await picker.locator('input').first().click()
      await picker.locator('input').first().fill(from)
      await page.keyboard.press('Enter')
      await picker.locator('input').nth(1).fill(to)
      await page.keyboard.press('Enter')
      return (await sent).postDataJSON() as { createTime: unknown }
    }
    expect((await pick('2020-01-01', '2020-01-31')).createTime).toEqual(['2020-01-01', '2020-01-31'])
    await table.locator('.ant-empty').waitFor()
    await screenshot(page, 'log-range-empty')

    const today = (await logRows())[0].createTime.slice(0, 10)
    expect((await pick('2020-01-01', today)).createTime).toEqual(['2020-01-01', today])
    await table.locator('.ant-table-row').first().waitFor()
    const times = await table.locator('.ant-table-row td:first-child').allInnerTexts()
    expect(times.length).toBeGreaterThan(0)
    expect(times.every((t) => t.slice(0, 10) <= today)).toBe(true)
  })

  it('keeps 1 to 3650 days, saying so when a number is outside', async () => {
    const days = view(page).getByLabel('日志保存天数')
    const save = view(page).locator('.crud-toolbar').getByRole('button', { name: '保存' })
    for (const bad of ['0', '3651']) {
      await days.fill(bad)
      await expect
        .poll(() => view(page).getByRole('alert').innerText())
        .toBe('日志保存天数须为 1 到 3650 之间的整数')
      expect(await save.isDisabled()).toBe(true)
    }
    await screenshot(page, 'log-keep-invalid')
    await days.fill('3650')
    await expect.poll(() => view(page).getByRole('alert').count()).toBe(0)
    await save.click()
    await expect.poll(() => admin.call<string>('GET', '/admin/base/sys/log/getKeep')).toBe('3650')
  })

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 })
    // on a phone the search bar, the date range with it, sits in the filters drawer
    await view(page).getByRole('button', { name: '筛选' }).click()
    await page.locator('.crud-search-drawer .crud-search-range').waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await screenshot(page, 'log-375')
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1440, height: 900 })
  })
})
