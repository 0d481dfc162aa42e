import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest'
import { Api } from './harness/api'
import { screenshot, startBrowser, type TestBrowser } from './harness/browser'
import { signIn } from './harness/console'
import { dialog, expectToast, view } from './harness/crud'
import { startServer, type TestServer } from './harness/server'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

let server: TestServer
let browser: TestBrowser
let page: Page
let admin: Api

beforeAll(async () => {
  server = await startServer()
  browser = await startBrowser()
  page = await browser.context.newPage()
  page.setDefaultTimeout(10_000)
  admin = await Api.signIn(server.url)
  await signIn(page, server.url)
})
beforeEach((test) => onTestFailed(() => screenshot(page, `failed-${test.task.name}`)))
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const tile = (scope: ReturnType<typeof view>, name: string) =>
  scope.getByRole('option', { name, exact: true })

describe('the file space', () => {
  it('uploads an image and a PDF into a new folder and lists them there', async () => {
    await page.goto(`${server.url}/space/list`)
    const space = view(page)
    await space.getByRole('button', { name: '新增文件夹' }).click()
    const form = dialog(page, '新增')
    await form.getByLabel('名称').fill('合同')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await space.locator('.space-folders').getByText('合同', { exact: true }).click()
    await expect.poll(() => space.locator('.view-group-title').innerText()).toContain('合同')

    await space
      .locator('input[type=file]')
      .setInputFiles([png('photo.png'), { name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF }])
    await tile(space, 'photo.png').waitFor()
    await tile(space, 'terms.pdf').waitFor()
    await expect.poll(() => space.locator('.space-tile-tag').allInnerTexts()).toEqual(['PDF', 'PNG'])
    const page1 = await admin.post<{ list: { name: string; type: string; classifyId: number }[] }>(
      '/admin/space/info/page',
      { page: 1, size: 20, keyWord: 'terms' },
    )
    expect(page1.list.map((f) => f.type)).toEqual(['pdf'])
    await screenshot(page, 'space-list-1440')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'space-list-375')
    await page.setViewportSize({ width: 1440, height: 900 })

    // "all files" lists them too; the deleted one leaves
    await space.locator('.space-folders').getByText('全部文件', { exact: true }).click()
    await tile(space, 'terms.pdf').click()
    await space.getByRole('button', { name: /删除选中文件/ }).click()
    await page.getByText('此操作将删除文件, 是否继续?').waitFor()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expectToast(page, '删除成功')
    await tile(space, 'terms.pdf').waitFor({ state: 'detached' })
  })

  it('picks up to 3 images in the picker, in the order clicked', async () => {
    await page.goto(`${server.url}/space/upload`)
    const demo = view(page)
    await demo
      .getByRole('button', { name: /选择文件/ })
      .nth(1)
      .click()
    const picker = dialog(page, '文件空间')
    await picker
      .locator('input[type=file]')
      .setInputFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png')])
    for (const name of ['a.png', 'b.png', 'c.png', 'd.png']) await tile(picker, name).waitFor()
    const choose = picker.getByRole('button', { name: /选择 \d\/3/ })
    await expect.poll(() => choose.isDisabled()).toBe(true)
    for (const name of ['c.png', 'a.png', 'd.png']) await tile(picker, name).click()
    await tile(picker, 'b.png').click()
    await expectToast(page, '最多只能选择 3 个文件')
    expect(await picker.locator('.space-tile.selected .space-tile-order').allInnerTexts()).toHaveLength(3)
    await expect.poll(() => tile(picker, 'c.png').locator('.space-tile-order').innerText()).toBe('1')
    await expect.poll(() => tile(picker, 'd.png').locator('.space-tile-order').innerText()).toBe('3')
    await screenshot(page, 'space-picker-1440')
    await choose.click()
    await picker.waitFor({ state: 'hidden' })
    await expect.poll(() => demo.locator('.space-picked-item img').count()).toBe(3)
  })

  it('replaces the selection with a click when only one file may be chosen', async () => {
    await page.goto(`${server.url}/space/upload`)
    const demo = view(page)
    await demo
      .getByRole('button', { name: /选择文件/ })
      .first()
      .click()
    const picker = dialog(page, '文件空间')
    await tile(picker, 'a.png').click()
    await tile(picker, 'b.png').click()
    await expect.poll(() => picker.locator('.space-tile.selected').count()).toBe(1)
    await expect.poll(() => tile(picker, 'b.png').getAttribute('aria-selected')).toBe('true')
    await picker.getByRole('button', { name: '选择 1/1' }).click()
    await expect
      .poll(() => demo.locator('.space-picked-item img').first().getAttribute('src'))
      .toMatch(/\.png$/)
  })
})
