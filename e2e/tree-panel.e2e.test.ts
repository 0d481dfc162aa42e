import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { dialog, expectToast, row, toolbarButton, treeNode, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c), { failureShot: 'failed-tree-panel-' })

/** Opens a screen by its address and waits for what shows it is there. */
async function open(path: string, ready = '.crud') {
  await page.goto(`${server.url}${path}`)
  await page.locator(`.page-view[data-page="${path}"]:visible ${ready}`).first().waitFor()
}

/** The entries of the context menu on screen. */
const menuEntries = () => page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').allInnerTexts()
const menuEntry = (text: string) =>
  page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: text }).first()

/**
 * Screenshots of the left-right screen at `path` at 1440 and 375 px wide, with its side panel shown
 * (a phone folds it away once a group is chosen); back to 1440 after.
 */
async function screenshots(name: string, path: string, panel: string) {
  try {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 812 })
      await open(path, '.view-group')
      const unfold = view(page).locator('.view-group-head').getByRole('button', { name: '展开' })
      if (await unfold.count()) await unfold.click()
      await view(page).locator(panel).waitFor()
      await screenshot(page, `${name}-${width}`)
    }
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 })
  }
}

describe('the tree panel of departments', () => {
  it('adds a child, edits and deletes from the right-click menu, and finds a department with its ancestors', async () => {
    const parent = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '树面板部',
      parentId: 1,
    })
    await admin.post('/admin/base/sys/department/add', { name: '树面板旁支', parentId: 1 })
    await open('/sys/user')
    const tree = view(page).locator('.department-tree')
    await treeNode(tree, '树面板部').getByText('树面板部', { exact: true }).click({ button: 'right' })
    await expect.poll(menuEntries).toEqual(['新增下级部门', '编辑', '删除'])
    await menuEntry('新增下级部门').click()
    const add = dialog(page, '新增 · 部门')
    await expect.poll(() => add.locator('.ant-select-content').first().textContent()).toBe('树面板部')
    await add.getByLabel('部门名称', { exact: true }).fill('树面板子部')
    await add.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await treeNode(tree, '树面板子部').waitFor()
    const departments = await admin.post<{ id: number; name: string; parentId: number }[]>(
      '/admin/base/sys/department/list',
      {},
    )
    expect(departments.find((d) => d.name === '树面板子部')?.parentId).toBe(parent.id)

    // a search keeps the match's ancestors and drops the rest
    await tree.getByPlaceholder('搜索部门').fill('子部')
    await expect
      .poll(() => tree.locator('.tree-panel-name').allInnerTexts())
      .toEqual(['Backroom', '树面板部', '树面板子部'])
    expect(await tree.locator('.tree-panel-name.hit').allInnerTexts()).toEqual(['树面板子部'])
    await tree.getByPlaceholder('搜索部门').fill('')
    await treeNode(tree, '树面板旁支').waitFor()

    // collapsing all leaves the top level
    await tree.getByRole('button', { name: '全部收起' }).click()
    await expect.poll(() => tree.locator('.tree-panel-name').allInnerTexts()).toEqual(['Backroom'])
    await tree.getByRole('button', { name: '全部展开' }).click()
    await treeNode(tree, '树面板子部').waitFor()

    await treeNode(tree, '树面板子部').getByText('树面板子部', { exact: true }).click({ button: 'right' })
    await menuEntry('编辑').click()
    const edit = dialog(page, '编辑 · 部门')
    await expect.poll(() => edit.getByLabel('部门名称', { exact: true }).inputValue()).toBe('树面板子部')
    await edit.getByRole('button', { name: '取消' }).click()

    await treeNode(tree, '树面板子部').getByText('树面板子部', { exact: true }).click({ button: 'right' })
    await menuEntry('删除').click()
    const remove = dialog(page, '删除 树面板子部')
    await remove.getByRole('button', { name: '删除' }).click()
    await expectToast(page, '删除成功')
    await expect.poll(() => treeNode(tree, '树面板子部').count()).toBe(0)
  })

  it('looks right on a wide and on a phone screen, with the dictionary types and the file folders', async () => {
    await screenshots('tree-panel-users', '/sys/user', '.department-tree')
    await screenshots('tree-panel-dict', '/dict/list', '.dict-types')
    await screenshots('tree-panel-space', '/space/list', '.space-folders')
  })
})

describe('the menu table', () => {
  it('offers add child, edit and delete on a right-clicked row', async () => {
    await admin.post('/admin/base/sys/menu/add', {
      name: '右键目录',
      type: 0,
      icon: 'icon-menu',
      orderNum: 95,
    })
    await open('/sys/menu')
    const target = row(view(page), '右键目录')
    await target.getByText('右键目录', { exact: true }).click({ button: 'right' })
    await expect.poll(menuEntries).toEqual(['新增下级', '编辑', '删除'])
    await menuEntry('新增下级').click()
    const add = dialog(page, '新增 · 菜单')
    await expect.poll(() => add.locator('.ant-select-content').first().textContent()).toBe('右键目录')
    await add.getByRole('button', { name: '取消' }).click()

    await target.getByText('右键目录', { exact: true }).click({ button: 'right' })
    await menuEntry('编辑').click()
    const edit = dialog(page, '编辑 · 菜单')
    await expect.poll(() => edit.getByLabel('节点名称').inputValue()).toBe('右键目录')
    await edit.getByRole('button', { name: '取消' }).click()

    // a click elsewhere closes the menu without doing anything
    await target.getByText('右键目录', { exact: true }).click({ button: 'right' })
    await page.locator('.ant-dropdown:visible').waitFor()
    await view(page)
      .locator('.crud-toolbar')
      .click({ position: { x: 600, y: 10 } })
    await expect.poll(() => page.locator('.ant-dropdown:visible').count()).toBe(0)

    await target.getByText('右键目录', { exact: true }).click({ button: 'right' })
    await menuEntry('删除').click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click()
    await expectToast(page, '删除成功')
    await expect.poll(() => row(view(page), '右键目录').count()).toBe(0)
  })
})

describe('money in a form', () => {
  it('keeps the amount typed exactly, refuses a third decimal, and shows it with two', async () => {
    await open('/demo/member')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 人员')
    await form.getByLabel('姓名').fill('钱多多')
    const salary = form.getByLabel('月薪')
    await salary.pressSequentially('19.999')
    expect(await salary.inputValue()).toBe('19.99')
    await salary.fill('')
    await salary.pressSequentially('12345678.05')
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await expect.poll(() => row(view(page), '钱多多').innerText()).toContain('12345678.05')
    const { list } = await admin.post<{ list: { name: string; salary: string }[] }>(
      '/admin/demo/member/page',
      {
        keyWord: '钱多多',
      },
    )
    expect(list.map((m) => m.salary)).toEqual(['12345678.05'])

    // a whole amount is shown and saved with its scale
    await row(view(page), '钱多多').getByRole('button', { name: '编辑' }).click()
    const edit = dialog(page, '编辑 · 人员')
    await expect.poll(() => edit.getByLabel('月薪').inputValue()).toBe('12345678.05')
    await edit.getByLabel('月薪').fill('')
    await edit.getByLabel('月薪').pressSequentially('8800')
    await edit.getByLabel('姓名').click()
    expect(await edit.getByLabel('月薪').inputValue()).toBe('8800.00')
    await edit.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '更新成功')
    await expect.poll(() => row(view(page), '钱多多').innerText()).toContain('8800.00')
    const after = await admin.post<{ list: { salary: string }[] }>('/admin/demo/member/page', {
      keyWord: '钱多多',
    })
    expect(after.list.map((m) => m.salary)).toEqual(['8800.00'])
    await screenshot(page, 'money-demo')
  })
})
