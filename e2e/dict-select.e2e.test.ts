import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot, screenshotsOf } from './harness/browser'
import { dialog, expectToast, openPage, row, toolbarButton, view } from './harness/crud'
import { recordCalls } from './harness/network'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c))

describe('a dictionary-backed field', () => {
  it('offers an entry nested a moment ago on the dictionary screen, without a reload', async () => {
    await openPage(page, '/dict/list', '数据管理', '字典管理')
    const dict = view(page)
    await dict.locator('.dict-types .tree-panel-node', { hasText: 'occupation' }).click()
    await row(dict, '刺客')
      .first()
      .getByRole('button', { name: /新增子项/ })
      .click()
    const child = dialog(page, '新增 · 字典项')
    await child.getByLabel('名称').fill('影刃')
    await child.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')

    const net = recordCalls(page)
    await openPage(page, '/demo/member', '框架教程', '字典示例')
    // the page asks for the one dictionary its fields use
    await expect
      .poll(() => net.to('/admin/dict/info/data').map((c) => c.body))
      .toEqual([{ types: ['occupation'] }])
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 人员')
    await form.getByLabel('姓名').fill('阿影')
    await form.getByLabel('职业').click()
    const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree')
    await tree.locator('.ant-select-tree-treenode', { hasText: '刺客' }).first().waitFor()
    await tree.getByText('影刃', { exact: true }).click()
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await expect.poll(() => row(view(page), '阿影').innerText()).toContain('影刃')

    const { list } = await admin.post<{ list: { name: string; occupation: number }[] }>(
      '/admin/demo/member/page',
      { keyWord: '阿影' },
    )
    const entries = await admin.post<Record<string, { id: number; name: string }[]>>(
      '/admin/dict/info/data',
      {
        types: ['occupation'],
      },
    )
    // an entry without a value is chosen by its id
    expect(list.map((m) => m.occupation)).toEqual([entries.occupation.find((e) => e.name === '影刃')?.id])
    await screenshotsOf(page, 'demo-member', '/demo/member')
  })
})

describe('the recycle bin in the UI language', () => {
  it('filters by entity from a list and names entities and columns in English', async () => {
    const name = `bin-${Date.now().toString(36)}`
    const { id } = await admin.post<{ id: number }>('/admin/demo/member/add', { name, occupation: 4 })
    await admin.post('/admin/demo/member/delete', { ids: [id] })
    const { id: roleId } = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: `${name}-role`,
      label: `${name}_role`,
    })
    await admin.post('/admin/base/sys/role/delete', { ids: [roleId] })

    await page.evaluate(() => localStorage.setItem('locale', '"en"'))
    await page.goto(`${server.url}/recycle/data`)
    await page.locator('.page-view[data-page="/recycle/data"]:visible .crud').waitFor()
    const screen = view(page)
    await row(screen, '/admin/base/sys/role/delete').first().waitFor()
    await screen.getByLabel('Entity').click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Person/ }).click()
    await expect
      .poll(() => screen.locator('.ant-table-tbody .ant-table-row').allInnerTexts())
      .toEqual([expect.stringContaining('/admin/demo/member/delete')])
    const record = row(screen, '/admin/demo/member/delete').first()
    expect(await record.innerText()).toContain('Person')
    await record.getByRole('button', { name: 'Details' }).click()
    const drawer = page.locator('.recycle-detail .ant-drawer-section')
    await expect
      .poll(() => drawer.locator('.ant-table-thead').first().innerText())
      .toMatch(/Name\s+Occupation/)
    expect(await drawer.locator('h4').first().innerText()).toContain('Person')
    await screenshot(page, 'recycle-entity-en-1440')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'recycle-entity-en-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.evaluate(() => localStorage.setItem('locale', '"zh-cn"'))
    await page.reload()
    await screen.locator('.crud').first().waitFor()
  })
})
