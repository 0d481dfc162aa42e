import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { screenshot, type TestBrowser } from './harness/browser'
import { openFromSidebar, signIn } from './harness/console'
import { buttonName, dialog, expectToast, openPage, row, toolbarButton, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole, useServer } from './harness/setup'

const files = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-menus-'))
let server: TestServer
let other: TestServer
let browser: TestBrowser
let page: Page
let admin: Api

useConsole((c) => ({ server, browser, page, admin } = c))
useServer((s) => {
  other = s
})
afterAll(() => fs.rmSync(files, { recursive: true, force: true }))

const sidebar = () => page.locator('.sidebar-menu')
const fieldError = (form: ReturnType<typeof dialog>, label: string) =>
  form
    .locator('.ant-form-item', { has: page.getByText(label, { exact: true }) })
    .locator('.ant-form-item-explain')

/** Types into a select with search and takes the first match. */
async function choose(form: ReturnType<typeof dialog>, label: string, text: string) {
  await form.getByLabel(label, { exact: true }).fill(text)
  await page.keyboard.press('Enter')
}

describe('the API reference', () => {
  it('opens from the sidebar as a page listing the server’s routes by module', async () => {
    await openFromSidebar(page, '框架教程', '接口文档')
    const doc = view(page).locator('.api-doc')
    await doc.waitFor()
    const userPage = doc.locator('.ant-table-row', { hasText: '/admin/base/sys/user/page' })
    await userPage.waitFor()
    expect(await userPage.innerText()).toContain('POST')
    await userPage.locator('.ant-table-row-expand-icon').click()
    await expect.poll(() => doc.locator('.api-doc-schema').first().innerText()).toContain('"properties"')
    await doc.getByLabel('按路径或说明筛选').fill('sys/user/page')
    await expect.poll(() => doc.locator('.ant-table-row').count()).toBe(1)
    await screenshot(page, 'api-doc')
    expect(await page.locator('iframe').count()).toBe(0)
  })
})

describe('menu rules in the form, and a sidebar that follows', () => {
  it('shows the rules at their fields and adds a valid page to the sidebar at once', async () => {
    await openPage(page, '/sys/menu', '系统管理', '权限管理', '菜单列表')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 菜单')
    await form.getByLabel('节点名称').fill('商品')
    await form.getByRole('radio', { name: '菜单', exact: true }).check()
    await form.getByLabel('节点路由').fill('//goods')
    await form.getByRole('button', { name: '保存' }).click()
    await expect
      .poll(() => fieldError(form, '节点路由').innerText())
      .toMatch(/^路由必须是以一个 \/ 开头的路径/)
    expect(await fieldError(form, '文件路径').innerText()).toBe('页面必须填写视图路径')
    expect(await fieldError(form, '节点图标').innerText()).toBe('显示的目录和页面必须选择图标')
    await form.getByLabel('排序号').fill('')
    await expect.poll(() => fieldError(form, '排序号').innerText()).not.toBe('')

    await form.getByLabel('节点路由').fill('/goods')
    await form.getByLabel('文件路径').fill('cool/modules/base/views/param.vue')
    await choose(form, '节点图标', 'icon-goods')
    await form.getByLabel('排序号').fill('1')
    await screenshot(page, 'menu-form')
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    // a top-level page, there without signing in again, and it opens the reference's view path
    await sidebar().getByText('商品', { exact: true }).click()
    await page.locator('.page-view[data-page="/goods"]:visible .crud').waitFor()
  })

  it('drops a deleted menu from the sidebar at once', async () => {
    await openPage(page, '/sys/menu', '系统管理', '权限管理', '菜单列表')
    await row(view(page), '/goods')
      .getByRole('button', { name: buttonName('删除') })
      .click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click()
    await expectToast(page, '删除成功')
    await expect.poll(() => sidebar().getByText('商品', { exact: true }).count()).toBe(0)
  })

  it('moves a directory into another by dragging its row', async () => {
    const add = (name: string) =>
      admin.post<{ id: number }>('/admin/base/sys/menu/add', { name, type: 0, orderNum: 90, isShow: false })
    const outer = (await add('仓储')).id
    const inner = (await add('盘点')).id
    await openPage(page, '/sys/menu', '系统管理', '权限管理', '菜单列表')
    await toolbarButton(page, '刷新').click()
    // dropped on the middle of a row: inside it
    const target = row(view(page), '仓储')
    const box = (await target.boundingBox())!
    await row(view(page), '盘点').dragTo(target, { targetPosition: { x: box.width / 2, y: box.height / 2 } })
    await expectToast(page, '排序已保存')
    const menus = () => admin.post<{ id: number; parentId: number | null }[]>('/admin/base/sys/menu/list')
    await expect.poll(async () => (await menus()).find((m) => m.id === inner)?.parentId).toBe(outer)
  })
})

describe('menus from one database into another', () => {
  let file: string

  it('exports a directory with its page and button', async () => {
    const shop = await admin.post<{ id: number }>('/admin/base/sys/menu/add', {
      type: 0,
      name: '商店',
      icon: 'icon-cart',
      orderNum: 20,
    })
    const goods = await admin.post<{ id: number }>('/admin/base/sys/menu/add', {
      type: 1,
      name: '货品',
      parentId: shop.id,
      router: '/store/goods',
      viewPath: 'modules/base/views/param.vue',
      icon: 'icon-goods',
    })
    await admin.post('/admin/base/sys/menu/add', {
      type: 2,
      name: '改价',
      parentId: goods.id,
      perms: 'base:sys:param:update',
    })
    await openPage(page, '/sys/menu', '系统管理', '权限管理', '菜单列表')
    await page.reload()
    const table = view(page)
    await row(table, '商店').first().locator('.ant-checkbox-input').check()
    const download = page.waitForEvent('download')
    await toolbarButton(page, '导出').click()
    file = path.join(files, (await download).suggestedFilename())
    await (await download).saveAs(file)
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject([
      { name: '商店', childMenus: [{ name: '货品', childMenus: [{ name: '改价' }] }] },
    ])
  })

  it('imports it below a chosen parent after showing the plan, and skips it the second time', async () => {
    const second = await browser.context.newPage()
    second.setDefaultTimeout(10_000)
    try {
      await signIn(second, other.url)
      await openPage(second, '/sys/menu', '系统管理', '权限管理', '菜单列表')
      const importFile = async () => {
        await view(second).locator('[data-testid=menu-import-file]').setInputFiles(file)
        const plan = dialog(second, /^导入菜单/)
        await plan.locator('.ant-select').first().click()
        await second.locator('.ant-select-tree-node-content-wrapper', { hasText: '数据管理' }).click()
        return plan
      }
      let plan = await importFile()
      await expect
        .poll(() => plan.locator('.menu-import-plan .ant-table-row').allInnerTexts())
        .toEqual([
          expect.stringMatching(/^商店\s+新建\s+目录/),
          expect.stringMatching(/^货品\s+新建\s+菜单\s+\/store\/goods/),
          expect.stringMatching(/^改价\s+新建\s+权限/),
        ])
      await expect
        .poll(() => plan.locator('.ant-alert').innerText())
        .toBe('将新建 3 个，跳过 0 个，替换 0 个菜单')
      await screenshot(second, 'menu-import-plan')
      await plan.getByRole('button', { name: '导入' }).click()
      await expectToast(second, '菜单已导入')
      // below the chosen parent in the sidebar, without signing in again
      await second.locator('.sidebar-menu').getByText('数据管理', { exact: true }).click()
      await second.locator('.sidebar-menu').getByText('商店', { exact: true }).click()
      await second.locator('.sidebar-menu').getByText('货品', { exact: true }).click()
      await second.locator('.page-view[data-page="/store/goods"]:visible .crud').waitFor()

      await openPage(second, '/sys/menu', '系统管理', '权限管理', '菜单列表')
      plan = await importFile()
      await expect
        .poll(() => plan.locator('.ant-alert').innerText())
        .toBe('将新建 0 个，跳过 3 个，替换 0 个菜单')
      await plan.getByText('用文件中的替换').click()
      await expect
        .poll(() => plan.locator('.ant-alert').innerText())
        .toBe('将新建 0 个，跳过 0 个，替换 3 个菜单')
      await plan.getByRole('button', { name: '取消' }).click()
      const menus = await (await Api.signIn(other.url)).post<{ name: string }[]>('/admin/base/sys/menu/list')
      expect(menus.filter((m) => m.name === '商店')).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})
