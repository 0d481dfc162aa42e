import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { dialog, expectToast, openPage, row, toolbarButton, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c))

/** Slows the page's uploads to so many bytes a second; `restore` lifts the limit. */
async function uploadLine() {
  const cdp = await page.context().newCDPSession(page)
  const set = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    })
  return {
    set,
    async restore() {
      await set(-1)
      await cdp.detach()
    },
  }
}

/** Opens a tab of the upload examples and answers its pane. */
async function demoTab(label: string) {
  if (!new URL(page.url()).pathname.startsWith('/space/upload')) await page.goto(`${server.url}/space/upload`)
  await view(page).getByRole('tab', { name: label, exact: true }).click()
  return view(page).locator('[role=tabpanel][aria-hidden=false]')
}

const tile = (scope: ReturnType<typeof view>, name: string) =>
  scope.getByRole('listitem', { name, exact: true })

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
    const demo = await demoTab('文件空间')
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
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'space-picker-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await choose.click()
    await picker.waitFor({ state: 'hidden' })
    await expect.poll(() => demo.locator('.space-picked-item img').count()).toBe(3)
  })

  it('replaces the selection with a click when only one file may be chosen', async () => {
    const demo = await demoTab('文件空间')
    await demo
      .getByRole('button', { name: /选择文件/ })
      .first()
      .click()
    const picker = dialog(page, '文件空间')
    await tile(picker, 'a.png').click()
    await tile(picker, 'b.png').click()
    await expect.poll(() => picker.locator('.space-tile.selected').count()).toBe(1)
    await expect.poll(() => tile(picker, 'b.png').getByRole('button', { pressed: true }).count()).toBe(1)
    await picker.getByRole('button', { name: '选择 1/1' }).click()
    await expect
      .poll(() => demo.locator('.space-picked-item img').first().getAttribute('src'))
      .toMatch(/\.png$/)
  })
})

describe('the console asks the file space for files', () => {
  it('sets the avatar in the personal center to an image picked in the file space', async () => {
    await page.goto(`${server.url}/my/info`)
    const center = page.locator('.personal-center')
    await center.locator('button.image-upload').click()
    const picker = dialog(page, '文件空间')
    await picker.locator('input[type=file]').setInputFiles([png('me.png')])
    await tile(picker, 'me.png').click()
    await picker.getByRole('button', { name: '选择 1/1' }).click()
    await picker.waitFor({ state: 'hidden' })
    const avatar = center.locator('.image-upload-image')
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/\/api\/upload\/\d{8}\/[0-9a-f-]{36}\.png$/)
    await screenshot(page, 'space-avatar-1440')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'space-avatar-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await center.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '修改成功')
    const person = await admin.call<{ headImg: string }>('GET', '/admin/base/comm/person')
    expect(person.headImg).toBe(await avatar.getAttribute('src'))
  })
  it('gives a user the avatar picked in the file space on the users screen', async () => {
    await openPage(page, '/sys/user', '系统管理', '权限管理', '用户列表')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增')
    await form.locator('button.image-upload').click()
    const picker = dialog(page, '文件空间')
    await tile(picker, 'me.png').click()
    await picker.getByRole('button', { name: '选择 1/1' }).click()
    await picker.waitFor({ state: 'hidden' })
    await expect.poll(() => form.locator('.image-upload-image').getAttribute('src')).toMatch(/\.png$/)
    await screenshot(page, 'space-user-avatar-1440')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'space-user-avatar-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await form.getByRole('button', { name: /取\s*消/ }).click()
  })

  it('inserts an image picked in the file space into a rich-text parameter', async () => {
    await admin.post('/admin/base/sys/param/add', {
      keyName: 'banner',
      name: '横幅',
      dataType: 1,
      data: '<p>横幅</p>',
    })
    await openPage(page, '/sys/param', '系统管理', '参数配置', '参数列表')
    await row(view(page), 'banner').getByRole('button', { name: '编辑' }).click()
    const form = dialog(page, '编辑 · 参数')
    await form.locator('.ql-editor').click()
    await form.locator('.ql-toolbar button.ql-image').click()
    const picker = dialog(page, '文件空间')
    await picker.locator('input[type=file]').setInputFiles([png('banner.png')])
    await tile(picker, 'banner.png').click()
    await picker.getByRole('button', { name: /选择 1\/9/ }).click()
    await picker.waitFor({ state: 'hidden' })
    await form.locator('.ql-editor img').waitFor()
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '更新成功')
    const params = await admin.post<{ list: { keyName: string; data: string }[] }>(
      '/admin/base/sys/param/page',
      {
        page: 1,
        size: 20,
        keyName: 'banner',
      },
    )
    expect(params.list.find((p) => p.keyName === 'banner')?.data).toMatch(
      /<img src="\/api\/upload\/\d{8}\/[0-9a-f-]{36}\.png"/,
    )
  })
})

describe('file actions', () => {
  it('renames a file, moves it to another folder, and shows a missing file as a broken tile', async () => {
    const { id: folder } = await admin.post<{ id: number }>('/admin/space/type/add', { name: '归档' })
    await admin.post('/admin/space/info/add', { url: '/upload/20260101/gone.png', name: 'gone.png' })
    await page.goto(`${server.url}/space/list`)
    const space = view(page)
    await tile(space, 'gone.png').getByText('文件不存在').waitFor()
    await space.locator('input[type=file]').setInputFiles(png('draft.png'))

    await tile(space, 'draft.png').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '重命名' }).click()
    const rename = dialog(page, '重命名')
    await rename.getByLabel('名称').fill('cover.png')
    await rename.getByRole('button', { name: /保\s*存/ }).click()
    await tile(space, 'cover.png').waitFor()

    await tile(space, 'cover.png').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '移动到文件夹' }).click()
    const move = dialog(page, '移动到文件夹')
    await move.getByLabel('文件夹').click()
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '归档' }).click()
    await move.getByRole('button', { name: /保\s*存/ }).click()
    await move.waitFor({ state: 'hidden' })
    const inFolder = async () =>
      (
        await admin.post<{ list: { name: string }[] }>('/admin/space/info/page', {
          page: 1,
          size: 20,
          classifyId: folder,
        })
      ).list.map((f) => f.name)
    await expect.poll(inFolder).toEqual(['cover.png'])
  })
})

describe('the upload examples', () => {
  const items = (pane: Awaited<ReturnType<typeof demoTab>>) => pane.locator('.ant-upload-list-item')

  it('basic: one picture, replaced by the next', async () => {
    const pane = await demoTab('基础用法')
    await pane.locator('input[type=file]').setInputFiles(png('one.png'))
    await expect
      .poll(() => pane.locator('img.space-upload-single').getAttribute('src'))
      .toMatch(/^\/api\/upload\/.+\.png$/)
    const first = await pane.locator('img.space-upload-single').getAttribute('src')
    await pane.locator('input[type=file]').setInputFiles(png('two.png'))
    await expect.poll(() => pane.locator('img.space-upload-single').getAttribute('src')).not.toBe(first)
    expect(await pane.locator('img.space-upload-single').count()).toBe(1)
    const second = await pane.locator('img.space-upload-single').getAttribute('src')
    // right-click the picture: its link, to copy or open
    await pane.locator('img.space-upload-single').click({ button: 'right' })
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '复制链接' }).waitFor()
    await page.keyboard.press('Escape')
    // a slow line: the picture on its way shows how far it is, and stops when cancelled
    const line = await uploadLine()
    await line.set(40 * 1024)
    const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/admin/base/comm/upload'))
    const slow = Buffer.concat([PNG, Buffer.alloc(100 * 1024)])
    await pane
      .locator('input[type=file]')
      .setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: slow })
    await expect
      .poll(async () => Number(await pane.getByRole('progressbar').getAttribute('aria-valuenow')), {
        interval: 50,
      })
      .toSatisfy((n: number) => n > 0 && n < 100)
    await pane.getByRole('button', { name: '取消上传' }).click()
    await failed
    await line.restore()
    await expect.poll(() => pane.locator('img.space-upload-single').getAttribute('src')).toBe(second)
    await screenshot(page, 'upload-basic-1440')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'upload-basic-375')
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('multiple images: at most 9, with the count message', async () => {
    const pane = await demoTab('多图上传')
    await pane
      .locator('input[type=file]')
      .setInputFiles(Array.from({ length: 10 }, (_, i) => png(`m${i}.png`)))
    await expectToast(page, '最多只能上传 9 个文件')
    await expect.poll(() => pane.locator('.ant-upload-list-item-done, .ant-upload-list-item').count()).toBe(9)
    await expect.poll(() => pane.locator('.ant-upload-select:visible').count()).toBe(0)
  })

  it('small image mode: 50 px tiles', async () => {
    const pane = await demoTab('小图模式')
    await pane.locator('input[type=file]').setInputFiles([png('s1.png'), png('s2.png')])
    await expect.poll(() => items(pane).count()).toBe(2)
    await expect
      .poll(async () => (await pane.locator('.ant-upload-list-item-container').first().boundingBox())?.width)
      .toBe(50)
  })

  it('file upload: a green button, then a list of names', async () => {
    const pane = await demoTab('文件上传')
    await pane.getByRole('button', { name: /文件上传/ }).waitFor()
    await pane
      .locator('input[type=file]')
      .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect
      .poll(() => items(pane).allInnerTexts())
      .toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)])
  })

  it('file upload: a progress bar per file, cancel while it uploads, right-click preview, copy link, delete', async () => {
    const pane = await demoTab('文件上传')
    const uploading = pane.locator('.ant-upload-list-item-uploading')
    await uploading.waitFor({ state: 'detached' })
    const before = await items(pane).count()
    // a slow line: 100 kB going out at 40 kB/s
    const line = await uploadLine()
    await line.set(40 * 1024)
    const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/admin/base/comm/upload'))
    const big = Buffer.concat([PDF, Buffer.alloc(100 * 1024, 32)])
    await pane
      .locator('input[type=file]')
      .setInputFiles({ name: 'slow.pdf', mimeType: 'application/pdf', buffer: big })
    // the bar follows the bytes sent: part of the way, neither nothing nor all
    await expect
      .poll(async () => Number(await uploading.getByRole('progressbar').getAttribute('aria-valuenow')), {
        interval: 50,
      })
      .toSatisfy((n: number) => n > 0 && n < 100)
    await screenshot(page, 'upload-progress-1440')
    await uploading.locator('.anticon-delete').click()
    await failed
    await uploading.waitFor({ state: 'detached' })
    expect(await items(pane).count()).toBe(before)
    await line.restore()

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const prior = await items(pane).allInnerTexts()
    await pane
      .locator('input[type=file]')
      .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect.poll(() => items(pane).allInnerTexts()).not.toEqual(prior)
    const added = items(pane).last()
    const name = await added.innerText()
    const menu = page.locator('.ant-dropdown:visible')
    await added.click({ button: 'right' })
    await screenshot(page, 'upload-context-menu-1440')
    await menu.getByRole('menuitem', { name: '复制链接' }).click()
    await expectToast(page, '链接已复制')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/upload\/\d{8}\/[0-9a-f-]{36}\.pdf$/,
    )
    await added.click({ button: 'right' })
    const popup = page.waitForEvent('popup')
    await menu.getByRole('menuitem', { name: '预览' }).click()
    expect((await popup).url()).toMatch(/\/upload\/\d{8}\/[0-9a-f-]{36}\.pdf$/)
    await (await popup).close()
    await added.click({ button: 'right' })
    await menu.getByRole('menuitem', { name: '删除' }).click()
    await expect.poll(() => items(pane).allInnerTexts()).not.toContain(name)
  })

  it('draggable: the list reorders by dragging; the drop zone refuses a file over its MB limit', async () => {
    const pane = await demoTab('可拖拽')
    await pane.locator('.ant-upload-select input[type=file]').setInputFiles([png('d1.png'), png('d2.png')])
    const sortable = pane.locator('.space-upload-sortable img')
    await expect.poll(() => sortable.count()).toBe(2)
    const before = await Promise.all([0, 1].map((i) => sortable.nth(i).getAttribute('src')))
    await pane.locator('.space-upload-sortable').nth(1).dragTo(pane.locator('.space-upload-sortable').nth(0))
    await expect
      .poll(() => Promise.all([0, 1].map((i) => sortable.nth(i).getAttribute('src'))))
      .toEqual([before[1], before[0]])

    const zone = pane.locator('.ant-upload-drag input[type=file]')
    await pane.getByText('点击上传或将文件拖动到此处，文件大小限制1M').waitFor()
    await zone.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(1100 * 1024)]),
    })
    await expectToast(page, '上传文件大小不能超过 1MB!')
    await zone.setInputFiles({ name: 'small.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect
      .poll(() => pane.locator('.ant-upload-wrapper:has(.ant-upload-drag) .ant-upload-list-item').count())
      .toBe(1)
  })

  it('custom content: each file shows as its URL', async () => {
    const pane = await demoTab('自定义内容')
    await pane.getByRole('button', { name: /上传/ }).waitFor()
    await pane.locator('input[type=file]').setInputFiles(png('c.png'))
    await expect
      .poll(() => pane.locator('.space-upload-custom').allInnerTexts())
      .toEqual([expect.stringMatching(/^\/api\/upload\/\d{8}\/.+\.png$/)])
  })

  it("validation: a file over 100k is refused with the hook's message", async () => {
    const pane = await demoTab('上传校验')
    await pane.locator('input[type=file]').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(120 * 1024)]),
    })
    await expectToast(page, '文件不能大于100k')
    expect(await pane.locator('img.space-upload-single').count()).toBe(0)
  })
})
