import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { dialog, expectToast, openPage, row, toolbarButton, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c))

/** Opens a page by its path and shoots it at a desktop's and a phone's width. */
async function shoot(path: string, ready: string, name: string) {
  await page.goto(server.url + path)
  await page.locator(`.page-view[data-page="${path}"]:visible ${ready}`).first().waitFor()
  await shots(name)
}

async function shots(name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 })
    await screenshot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

describe('the tutorials’ demos', () => {
  it('adds demo goods with a type chosen from the dictionary’s tree, and lists them with their tag and adder', async () => {
    await openPage(page, '/demo/crud', '框架教程', 'crud 示例')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 演示商品')
    const title = `手机-${Date.now().toString(36)}`
    await form.getByLabel('标题').fill(title)
    await form.getByLabel('价格').pressSequentially('199.5')
    await form.getByLabel('类型').click()
    const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree')
    await tree.locator('.ant-select-tree-treenode', { hasText: '数码' }).first().waitFor()
    await tree.getByText('手机', { exact: true }).click()
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await expect
      .poll(() => row(view(page), title).innerText())
      .toMatch(/手机[\s\S]*199\.50[\s\S]*启用[\s\S]*管理员/)
    const { list } = await admin.post<{ list: { type: number; price: string }[] }>('/admin/demo/goods/page', {
      title,
    })
    expect(list).toEqual([expect.objectContaining({ type: 11, price: '199.50' })])
    await shots('demo-goods')
  })

  it('shows the tenant demo’s three answers, and how to turn tenancy on', async () => {
    await shoot('/demo/tenant', '.tenant-answer .ant-list', 'demo-tenant')
    const screen = view(page)
    expect(await screen.locator('.tenant-answer').count()).toBe(3)
    expect(await screen.locator('.ant-alert').innerText()).toContain('TENANCY=on')
    expect(await screen.locator('.tenant-answer .ant-tag', { hasText: '已按租户过滤' }).count()).toBe(0)
  })

  it('shows the left-right layout and the top detail header at work', async () => {
    const computer = `电脑-${Date.now().toString(36)}`
    await admin.post('/admin/demo/goods/add', { title: computer, price: 5, type: 12 })
    await shoot('/demo/view/group', '.view-group .crud', 'demo-view-group')
    const group = view(page)
    // the first type is chosen once the types load; its goods, and those of the types below it, show on the right
    await expect.poll(() => group.locator('.goods-types .active').innerText()).toBe('数码（2）')
    await expect.poll(() => group.locator('.view-group-title').innerText()).toBe('演示商品（数码）')
    await row(group, computer).waitFor()
    await group.locator('.goods-types button', { hasText: '服装' }).click()
    await expect.poll(() => group.locator('.view-group-title').innerText()).toBe('演示商品（服装）')

    await shoot('/demo/view/head', '.view-head', 'demo-view-head')
    expect(await view(page).locator('.view-head-title').innerText()).toBe('标题')
    await view(page).getByRole('button', { name: '返回' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/demo/view/group')
  })
})
