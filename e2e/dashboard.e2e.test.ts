import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { ADMIN, type TestServer } from './harness/server'
import { useConsole } from './harness/setup'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// the demo seed fills this database before the server starts on it
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-e2e-seeded-'))

let server: TestServer
let page: Page
let admin: Api

beforeAll(async () => {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed-demo.ts', '--orders', '150', '--days', '40'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        ADMIN_PASSWORD: ADMIN.password,
      },
    },
  )
}, 120_000)
useConsole((c) => ({ server, page, admin } = c), {
  env: { DATA_DIR: dataDir },
  failureShot: 'failed-dashboard-',
})

type Orders = { list: { total: string; payTime: string | null }[]; pagination: { total: number } }

it('shows a seeded shop on the home page, its sales equal to the orders the orders page lists', async () => {
  // what the orders page lists as paid, shipped or completed, all time, in cents
  let cents = 0
  let paid = 0
  for (const status of [1, 2, 3])
    for (let p = 1; ; p++) {
      const found = await admin.post<Orders>('/admin/shop/order/page', { status, page: p, size: 100 })
      for (const o of found.list) cents += Math.round(Number(o.total) * 100)
      paid += found.list.length
      if (p * 100 >= found.pagination.total) break
    }
  expect(paid).toBeGreaterThan(50)
  const expected = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })

  await page.goto(`${server.url}/`)
  const home = page.locator('.page-view:visible .dashboard')
  const figure = (card: string) =>
    home.locator(`.dashboard-stat-${card} .dashboard-stat-body .dashboard-figure`)
  await expect.poll(() => figure('sales').innerText()).toBe(expected)
  await expect.poll(() => figure('users').innerText()).not.toBe('0')
  // the ranking of the year holds other goods, or other figures, than today's
  const ranking = home.locator('.dashboard-ranking')
  const rows = () => ranking.locator('.ant-table-row').allInnerTexts()
  const year = page.waitForResponse((r) => /\/dashboard\/ranking\?period=year/.test(r.url()))
  await ranking.locator('.ant-segmented-item', { hasText: '全年' }).click()
  await year
  await expect.poll(async () => (await rows()).length).toBeGreaterThan(3)
  const yearly = await rows()
  await ranking.locator('.ant-segmented-item', { hasText: '今日' }).click()
  await expect.poll(rows).not.toEqual(yearly)
  // the sales chart by month, as order counts
  await home.locator('.dashboard-sales .ant-segmented-item', { hasText: '销售订单' }).click()
  await expect
    .poll(() => home.locator('.dashboard-sales .ant-segmented-item-selected').innerText())
    .toBe('销售订单')
  await page.setViewportSize({ width: 1440, height: 1400 })
  await screenshot(page, 'dashboard-seeded-1440')
  await page.setViewportSize({ width: 1440, height: 900 })
})
