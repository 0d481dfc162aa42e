import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { expectPath, openFromSidebar, rootMenus, signIn } from './harness/console'
import {
  buttonName,
  dialog,
  expectToast,
  openPage,
  pick,
  row,
  toolbarButton,
  treeNode,
  view,
} from './harness/crud'
import type { TestServer } from './harness/server'
import { useBrowser, useConsole } from './harness/setup'

const CLERK = { username: 'store-clerk', password: 'clerk-Pa55' }
const ROLE = { name: '店员', label: 'store-clerk' }
/** The permissions the clerk's role holds, and nothing else */
const CLERK_PERMS = [
  'base:sys:department:list',
  'base:sys:user:info',
  'base:sys:user:page',
  'base:sys:user:update',
]

let server: TestServer
let page: Page
let admin: Api
let shopRoot = 0
let frontDesk = 0
let backStore = 0

interface Department {
  id: number
  name: string
  parentId: number | null
  orderNum: number
}
interface User {
  id: number
  username: string
  departmentId: number | null
}
const departmentList = () => admin.post<Department[]>('/admin/base/sys/department/list')
const userByName = async (username: string) =>
  (
    await admin.post<{ list: User[] }>('/admin/base/sys/user/page', { keyWord: username, size: 100 })
  ).list.find((u) => u.username === username)

useConsole((c) => ({ server, page, admin } = c), { signIn: false })

describe('an administrator sets up a shop clerk', () => {
  it('adds the department “Front store” under the shop', async () => {
    await signIn(page, server.url)
    await openFromSidebar(page, '系统管理', '权限管理', '用户列表')
    await expectPath(page, '/sys/user')
    const tree = view(page).locator('.department-tree')
    await treeNode(tree, 'Backroom').waitFor()
    await tree.getByRole('button', { name: '新增部门' }).click()
    const form = dialog(page, '新增 · 部门')
    await form.getByLabel('部门名称').fill('前台')
    await expect.poll(() => form.locator('.ant-select-content').first().textContent()).toBe('Backroom')
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await treeNode(tree, '前台').waitFor()
    const list = await departmentList()
    shopRoot = list.find((d) => d.parentId === null)?.id ?? 0
    frontDesk = list.find((d) => d.name === '前台')?.id ?? 0
    expect(frontDesk).toBeGreaterThan(0)
  })

  it('auto-adds the user-list permissions as buttons of the users page, with the spec’s checks', async () => {
    await openPage(page, '/sys/menu', '菜单列表')
    const table = view(page)
    for (const name of ['系统管理', '权限管理'])
      await row(table, name).locator('.ant-table-row-expand-icon').first().click()
    await row(table, '用户列表').getByRole('button', { name: '权限' }).click()
    const auto = dialog(page, '自动添加权限到 用户列表')
    await auto.getByRole('button', { name: '一键添加' }).click()
    await expectToast(page, '请选择实体数据')

    await auto.getByLabel('实体数据').fill('base/sys/user')
    await pick(page, 'base/sys/user')
    const actions = auto.locator('.auto-perms-row')
    await expect.poll(() => actions.count()).toBeGreaterThanOrEqual(6)
    for (const perm of ['add', 'delete', 'list', 'move'])
      await auto.getByRole('checkbox', { name: `base:sys:user:${perm}` }).uncheck()
    const names = { page: '查看用户', info: '用户详情', update: '修改用户' }
    for (const [perm, name] of Object.entries(names)) {
      await actions
        .filter({ hasText: `base:sys:user:${perm}` })
        .getByRole('textbox')
        .fill(name)
    }
    await actions.filter({ hasText: 'base:sys:user:page' }).getByRole('textbox').fill('')
    await auto.getByRole('button', { name: '一键添加' }).click()
    await expectToast(page, '请填写权限名称')
    await actions.filter({ hasText: 'base:sys:user:page' }).getByRole('textbox').fill(names.page)
    for (const perm of Object.keys(names))
      await auto.getByRole('checkbox', { name: `base:sys:user:${perm}` }).uncheck()
    await auto.getByRole('button', { name: '一键添加' }).click()
    await expectToast(page, '请至少选择一个权限')
    for (const perm of Object.keys(names))
      await auto.getByRole('checkbox', { name: `base:sys:user:${perm}` }).check()
    await screenshot(page, 'auto-permissions')
    await auto.getByRole('button', { name: '一键添加' }).click()
    await expectToast(page, '添加权限成功')
    await row(table, '用户列表').locator('.ant-table-row-expand-icon').first().click()
    // the menu table holds enough rows to be virtual: the new buttons are mounted once scrolled to
    await row(table, '用户列表').hover()
    for (let i = 0; i < 10 && !(await row(table, '查看用户').count()); i++) await page.mouse.wheel(0, 300)
    for (const name of Object.values(names)) await row(table, name).waitFor()
    expect(await row(table, '查看用户').textContent()).toContain('base:sys:user:page')
  })

  it('creates a role holding only those permissions and the department’s users, and sees them in its trees', async () => {
    await openPage(page, '/sys/role', '角色列表')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 角色')
    await form.getByLabel('名称').fill(ROLE.name)
    await form.getByLabel('标识').fill(ROLE.label)
    const menus = form.locator('.ant-form-item', { hasText: '功能权限' })
    for (const name of ['查看用户', '用户详情', '修改用户', '部门列表'])
      await treeNode(menus, name).locator('.ant-tree-checkbox').click()
    const scope = form.locator('.ant-form-item', { hasText: '数据权限' })
    await treeNode(scope, '前台').locator('.ant-tree-checkbox').click()
    await screenshot(page, 'role-form')
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await row(view(page), ROLE.label).waitFor()
  })

  it('adds a user of that role in the department', async () => {
    await openPage(page, '/sys/user', '用户列表')
    const tree = view(page).locator('.department-tree')
    await tree.getByText('前台', { exact: true }).click()
    await expect.poll(() => view(page).locator('.view-group-title').textContent()).toContain('前台')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 用户')
    await form.getByLabel('用户名').fill(CLERK.username)
    await form.getByLabel('姓名').fill('小李')
    await form.getByLabel('密码').fill('123')
    await form.getByRole('button', { name: '保存' }).click()
    await expect
      .poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('至少 6 个字符')
    await form.getByLabel('密码').fill(CLERK.password)
    await form.getByLabel('角色').click()
    await pick(page, ROLE.name)
    await expect
      .poll(() => form.locator('.ant-form-item', { hasText: '所属部门' }).textContent())
      .toContain('前台')
    await screenshot(page, 'user-form')
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '新增成功')
    await row(view(page), CLERK.username).waitFor()
    // a colleague in the same department, added directly
    await admin.post('/admin/base/sys/user/add', {
      username: 'store-colleague',
      name: '小王',
      departmentId: frontDesk,
    })
  })
})

describe('the clerk signs in', () => {
  let clerk: Page

  useBrowser((b) => ({ page: clerk } = b))

  it('holds exactly the role’s permissions and sees only its menus', async () => {
    const api = await Api.signIn(server.url, CLERK.username, CLERK.password)
    const { perms } = await api.call<{ perms: string[] }>('GET', '/admin/base/comm/permmenu')
    expect(perms).toEqual(CLERK_PERMS)
    await signIn(clerk, server.url, CLERK.username, CLERK.password)
    expect(await rootMenus(clerk)).toEqual(['系统管理'])
    await expectPath(clerk, '/')
    expect(await clerk.locator('.sidebar-menu').innerText()).not.toContain('角色列表')
  })

  it('sees the users of the department only, and only the buttons the role allows', async () => {
    // home is the welcome page (the clerk holds no dashboard): the users page is one of its menus
    await openFromSidebar(clerk, '系统管理', '权限管理', '用户列表')
    const users = clerk.locator('.page-view:visible')
    await row(users, 'store-colleague').waitFor()
    expect(await users.locator('.ant-table-row').count()).toBe(2)
    expect(await row(users, 'admin').count()).toBe(0)
    const departmentsShown = await users.locator('.department-tree .ant-tree-title').allInnerTexts()
    expect(departmentsShown).toEqual(['前台'])
    await toolbarButton(clerk, '刷新').waitFor()
    for (const name of ['新增', '删除', '转移', '新增部门', '导入 Excel'])
      expect(await users.getByRole('button', { name: buttonName(name) }).count(), name).toBe(0)
    expect(await toolbarButton(clerk, '导出 Excel').count()).toBe(1)
    expect(await row(users, 'store-colleague').getByRole('button', { name: '编辑' }).count()).toBe(1)
    expect(await row(users, 'store-colleague').getByRole('button', { name: '删除' }).count()).toBe(0)
    await screenshot(clerk, 'clerk-users')

    await row(users, 'store-colleague').getByRole('button', { name: '编辑' }).click()
    const form = dialog(clerk, '编辑 · 用户')
    await form.getByLabel('昵称').fill('王同学')
    expect(await form.getByLabel('角色').count()).toBe(0)
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(clerk, '更新成功')
    await row(users, '王同学').waitFor()
  })

  it('gets 403 for a route the role does not hold', async () => {
    const status = await clerk.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('token') ?? '""')
      const res = await fetch('/api/admin/base/sys/user/delete', {
        method: 'POST',
        headers: { Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [1] }),
      })
      return res.status
    })
    expect(status).toBe(403)
    expect(await userByName('admin')).toBeDefined()
  })
})

describe('the administrator reorganises the departments', () => {
  it('drags “游客” above “前台”', async () => {
    await page.reload()
    const tree = view(page).locator('.department-tree')
    await treeNode(tree, '前台').waitFor()
    const before = await tree.locator('.ant-tree-treenode').allInnerTexts()
    expect(before.indexOf('游客')).toBeGreaterThan(before.indexOf('前台'))
    const target = treeNode(tree, '前台').locator('.ant-tree-node-content-wrapper')
    await treeNode(tree, '游客')
      .locator('.ant-tree-node-content-wrapper')
      .dragTo(target, {
        targetPosition: { x: 20, y: 2 },
      })
    await expectToast(page, '排序已保存')
    await expect
      .poll(async () => {
        const rows = await departmentList()
        const siblings = rows.filter((d) => d.parentId === shopRoot).sort((a, b) => a.orderNum - b.orderNum)
        return siblings.map((d) => d.name).slice(0, 2)
      })
      .toEqual(['游客', '前台'])
  })

  it('drags a department into another and finds it there after a reload', async () => {
    const add = (name: string) =>
      admin.post<{ id: number }>('/admin/base/sys/department/add', { name, parentId: shopRoot })
    const east = (await add('东区')).id
    const annex = (await add('东区仓')).id
    await page.reload()
    const tree = view(page).locator('.department-tree')
    const content = (name: string) => treeNode(tree, name).locator('.ant-tree-node-content-wrapper')
    await content('东区仓').waitFor()
    // dropped on the lower half of a node, more than two indents right of where the drag began: inside it
    const height = (await content('东区').boundingBox())?.height ?? 0
    await content('东区仓').dragTo(content('东区'), {
      sourcePosition: { x: 10, y: height / 2 },
      targetPosition: { x: 80, y: height * 0.75 },
    })
    await expectToast(page, '排序已保存')
    await expect.poll(async () => (await departmentList()).find((d) => d.id === annex)?.parentId).toBe(east)
    await page.reload()
    const indent = (name: string) => treeNode(tree, name).locator('.ant-tree-indent-unit').count()
    await content('东区仓').waitFor()
    expect(await indent('东区仓')).toBe((await indent('东区')) + 1)
  })

  it('moves a user to another department', async () => {
    backStore = (
      await admin.post<{ id: number }>('/admin/base/sys/department/add', {
        name: '后仓',
        parentId: frontDesk,
      })
    ).id
    const users = view(page)
    await users.locator('.department-tree').getByRole('button', { name: '刷新' }).click()
    await users.locator('.department-tree').getByText('前台', { exact: true }).click()
    await row(users, 'store-colleague').locator('.ant-checkbox-input').check()
    await users.getByRole('button', { name: '转移' }).click()
    const move = dialog(page, '转移 1 位用户')
    await move.getByLabel('转移到部门').click()
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '后仓' }).click()
    await move.getByRole('button', { name: '确定' }).click()
    await expectToast(page, '已转移 1 位用户')
    expect((await userByName('store-colleague'))?.departmentId).toBe(backStore)
  })

  it('deletes a department keeping its users, who go to the parent department', async () => {
    const tree = view(page).locator('.department-tree')
    await tree.getByText('后仓', { exact: true }).click({ button: 'right' })
    await page.getByRole('menuitem', { name: '删除' }).click()
    const confirm = dialog(page, '删除 后仓')
    await confirm.getByLabel('保留：转移到上级部门').check()
    await screenshot(page, 'department-delete')
    await confirm.getByRole('button', { name: '删除' }).click()
    await expectToast(page, '删除成功')
    await expect.poll(() => tree.getByText('后仓', { exact: true }).count()).toBe(0)
    expect((await userByName('store-colleague'))?.departmentId).toBe(frontDesk)
  })
})

describe('the administrator manages the clerk’s access', () => {
  const canSignIn = (password: string) =>
    Api.signIn(server.url, CLERK.username, password).then(
      () => true,
      () => false,
    )

  it('resets the clerk’s password, which then signs the clerk in', async () => {
    const users = view(page)
    await users.locator('.department-tree').getByText('前台', { exact: true }).click()
    await row(users, CLERK.username)
      .getByRole('button', { name: buttonName('密码') })
      .click()
    const reset = dialog(page, /store-clerk/)
    await reset.getByLabel('新密码').fill('12')
    await reset.getByRole('button', { name: '确定' }).click()
    await expect
      .poll(() => reset.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('至少 6 个字符')
    await reset.getByLabel('新密码').fill('new-Pa55')
    await reset.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => reset.count()).toBe(0)
    expect(await canSignIn(CLERK.password)).toBe(false)
    expect(await canSignIn('new-Pa55')).toBe(true)
  })

  it('disables the clerk with the status switch, and enables them again', async () => {
    const users = view(page)
    const toggle = row(users, CLERK.username).getByRole('switch')
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    await toggle.click()
    await expectToast(page, '更新成功')
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
    expect(await canSignIn('new-Pa55')).toBe(false)
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    expect(await canSignIn('new-Pa55')).toBe(true)
  })
})
