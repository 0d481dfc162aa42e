import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot, screenshotsOf } from './harness/browser'
import { dialog, expectToast, openPage, row, toolbarButton, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

let server: TestServer
let page: Page
let admin: Api

type Entry = { id: number; name: string; parentId: number | null }

useConsole((c) => ({ server, page, admin } = c))

const entries = async (key: string) =>
  (await admin.post<Record<string, Entry[]>>('/admin/dict/info/data', { types: [key] }))[key]

describe('dictionaries', () => {
  it('adds a type with a nested entry, and moves entries by dragging', async () => {
    await openPage(page, '/dict/list', '数据管理', '字典管理')
    const screen = view(page)
    await screen.getByRole('button', { name: '新增字典类型' }).click()
    const type = dialog(page, '新增 · 字典类型')
    await type.getByLabel('名称').fill('尺码')
    await type.getByLabel('标识').fill('size-x')
    await type.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => type.locator('.ant-form-item-explain').allInnerTexts()).not.toEqual([])
    await type.getByLabel('标识').fill('size_x')
    await type.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await screen.locator('.dict-types .tree-panel-node', { hasText: 'size_x' }).click()
    await expect.poll(() => screen.locator('.view-group-title').textContent()).toContain('尺码')

    for (const name of ['大', '小']) {
      await toolbarButton(page, '新增').click()
      const form = dialog(page, '新增 · 字典项')
      await form.getByLabel('名称').fill(name)
      await form.getByLabel('值').fill(name === '大' ? 'L' : 'S')
      await form.getByRole('button', { name: '保存' }).click()
      await expectToast(page, '新增成功')
      await row(screen, name).waitFor()
    }
    await row(screen, '大')
      .getByRole('button', { name: /新增子项/ })
      .click()
    const child = dialog(page, '新增 · 字典项')
    await expect.poll(() => child.locator('.ant-select-content').first().textContent()).toBe('大')
    await child.getByLabel('名称').fill('加大')
    await child.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await expect.poll(async () => (await entries('size_x')).map((e) => e.name)).toEqual(['大', '小', '加大'])
    const big = (await entries('size_x')).find((e) => e.name === '大')!
    expect((await entries('size_x')).find((e) => e.name === '加大')?.parentId).toBe(big.id)

    // 小 dropped on the top edge of 大 goes before it
    const target = row(screen, '大').first()
    const box = (await target.boundingBox())!
    await row(screen, '小')
      .first()
      .dragTo(target, { targetPosition: { x: box.width / 2, y: 2 } })
    await expectToast(page, '排序已保存')
    await expect
      .poll(async () => (await entries('size_x')).filter((e) => e.parentId === null).map((e) => e.name))
      .toEqual(['小', '大'])
    expect((await entries('size_x')).find((e) => e.name === '加大')?.parentId).toBe(big.id)
    await screenshotsOf(page, 'dict', '/dict/list')

    // deleting the type names how many entries go with it
    const types = view(page).locator('.dict-types')
    await types.locator('.tree-panel-node', { hasText: 'size_x' }).click({ button: 'right' })
    await page.locator('.ant-dropdown:visible').getByText('删除', { exact: true }).click()
    const confirm = page.locator('.ant-modal-confirm')
    await expect
      .poll(() => confirm.locator('.ant-modal-confirm-content').textContent())
      .toBe('删除字典“尺码”及其 3 个字典项吗？')
    await confirm.getByRole('button', { name: '确定' }).click()
    await expectToast(page, '删除成功')
    await expect.poll(() => types.locator('.tree-panel-node', { hasText: 'size_x' }).count()).toBe(0)
    expect(await admin.post('/admin/dict/info/data', { types: ['size_x'] })).toEqual({})
  })
})

describe('the recycle bin', () => {
  it('shows a deleted user and department readably, and restores both', async () => {
    const { id: departmentId } = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '回收部',
      parentId: 1,
    })
    const { id: userId } = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'binned',
      name: '被删者',
      departmentId: 1,
    })
    await admin.post('/admin/base/sys/user/delete', { ids: [userId] })
    await admin.post('/admin/base/sys/department/delete', { ids: [departmentId], deleteUser: false })

    await openPage(page, '/recycle/data', '数据管理', '数据回收站')
    const screen = view(page)
    await row(screen, '/admin/base/sys/user/delete').waitFor()
    await row(screen, '/admin/base/sys/department/delete').waitFor()
    await row(screen, '/admin/base/sys/user/delete').getByRole('button', { name: '详情' }).click()
    const drawer = page.locator('.recycle-detail .ant-drawer-section')
    await expect.poll(() => drawer.locator('.ant-table-thead').first().textContent()).toContain('用户名')
    const cells = () => drawer.locator('.ant-table-tbody').first().textContent()
    expect(await cells()).toContain('binned')
    // as the users screen writes them: the status by its label, times in the wire format
    await expect.poll(cells).toContain('启用')
    expect(await cells()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    expect(await cells()).not.toMatch(/T\d{2}:\d{2}:\d{2}/)
    await screenshot(page, 'recycle-detail-zh-cn-1440')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'recycle-detail-zh-cn-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await drawer.locator('.ant-segmented-item', { hasText: 'JSON' }).click()
    await expect.poll(() => drawer.locator('.recycle-json').textContent()).toContain('"username": "binned"')
    await drawer.locator('.ant-drawer-close').click()

    for (const url of ['/admin/base/sys/user/delete', '/admin/base/sys/department/delete'])
      await row(screen, url).locator('.ant-checkbox-input').check()
    await toolbarButton(page, '恢复').click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click()
    await expectToast(page, '恢复成功')
    await expect.poll(() => row(screen, '/admin/base/sys/user/delete').count()).toBe(0)

    await openPage(page, '/sys/user', '系统管理', '权限管理', '用户列表')
    const users = view(page)
    await users.locator('.department-tree').getByText('回收部', { exact: true }).waitFor()
    await users.locator('.department-tree').getByText('Backroom', { exact: true }).click()
    await row(users, 'binned').waitFor()
  })

  it('shows why a restore that conflicts restored nothing', async () => {
    const { id } = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'twice',
      departmentId: 1,
    })
    await admin.post('/admin/base/sys/user/delete', { ids: [id] })
    await admin.post('/admin/base/sys/user/add', { username: 'twice', departmentId: 1 })

    await openPage(page, '/recycle/data', '数据管理', '数据回收站')
    const screen = view(page)
    await toolbarButton(page, '刷新').click()
    const record = row(screen, '/admin/base/sys/user/delete').first()
    await record.getByRole('button', { name: /恢复/ }).click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click()
    const error = page.locator('.ant-modal-confirm-error')
    await expect.poll(() => error.locator('.ant-modal-confirm-title').textContent()).toBe('未恢复任何数据')
    expect(await error.locator('.ant-modal-confirm-content').textContent()).toBe('用户名 已存在')
    await screenshot(page, 'recycle-conflict-zh-cn-1440')
    await error.getByRole('button').click()
    await screenshotsOf(page, 'recycle', '/recycle/data')
  })
})
