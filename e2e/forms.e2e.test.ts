import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Locator, Page, Route } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot, startBrowser } from './harness/browser'
import { dialog, expectToast, row, toolbarButton, treeNode, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c), { failureShot: 'failed-forms-' })

/** Opens a screen by its address and waits for its table. */
async function open(path: string) {
  await page.goto(`${server.url}${path}`)
  await page.locator(`.page-view[data-page="${path}"]:visible .crud`).first().waitFor()
}

/**
 * Holds the answers of `info` for one id until `release` is called; the other ids pass. Resolves
 * `arrived` once the held answer has reached the page.
 */
async function holdInfo(prefix: string, id: number) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const pattern = new RegExp(`${prefix}/info\\?id=${id}$`)
  const handler = async (route: Route) => {
    await held
    await route.continue()
  }
  await page.route(pattern, handler)
  const arrived = page.waitForResponse(pattern, { timeout: 60_000 })
  // a test that fails before `done` leaves the wait behind: it must not fail the file a second time
  arrived.catch(() => undefined)
  return {
    release,
    /** the held answer has arrived; the page had a moment to apply it (it must not) */
    async done() {
      release()
      await arrived
      await page.unroute(pattern, handler)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))))
    },
  }
}

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true })
const save = (form: Locator) => form.getByRole('button', { name: '保存' })
const cancel = (form: Locator) => form.getByRole('button', { name: '取消' })

/**
 * The delayed-`info` walk of one screen: A's dialog waits with Save disabled; closed and B opened,
 * B's dialog shows B even after A's answer arrives, and saving updates B only; then "Add" is empty.
 */
async function staleWalk(options: {
  prefix: string
  title: string
  a: { id: number; name: string }
  b: { id: number; name: string }
  nameLabel: string
  openEdit(name: string): Promise<void>
  openAdd(): Promise<void>
}) {
  const { prefix, title, a, b, nameLabel } = options
  const hold = await holdInfo(prefix, a.id)
  await options.openEdit(a.name)
  const form = dialog(page, `编辑 · ${title}`)
  await form.locator('.ant-skeleton').waitFor()
  expect(await save(form).isDisabled()).toBe(true)
  expect(await field(form, nameLabel).count()).toBe(0)
  await screenshot(page, `forms-loading-${title}`)
  await cancel(form).click()
  await form.waitFor({ state: 'hidden' })

  await options.openEdit(b.name)
  await expect.poll(() => field(form, nameLabel).inputValue()).toBe(b.name)
  await hold.done()
  expect(await field(form, nameLabel).inputValue()).toBe(b.name)
  const update = page.waitForRequest((r) => r.url().endsWith(`${prefix}/update`))
  await save(form).click()
  expect((await update).postDataJSON()).toMatchObject({ id: b.id, name: b.name })
  await expectToast(page, '更新成功')
  const infoA = await admin.call<{ name: string }>('GET', `${prefix}/info?id=${a.id}`)
  expect(infoA.name).toBe(a.name)

  await options.openAdd()
  const added = dialog(page, `新增 · ${title}`)
  expect(await field(added, nameLabel).inputValue()).toBe('')
  await cancel(added).click()
  await added.waitFor({ state: 'hidden' })
}

/** A table screen: edit by the row's link, add by the toolbar's button. */
const tableScreen = (rowText: (name: string) => string = (n) => n) => ({
  async openEdit(name: string) {
    await row(view(page), rowText(name)).getByRole('button', { name: '编辑' }).click()
  },
  async openAdd() {
    await toolbarButton(page, '新增').click()
  },
})

describe('a dialog never shows or saves another record’s values', () => {
  it('on the roles screen', async () => {
    const a = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: '角色甲',
      label: 'role-a',
    })
    const b = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: '角色乙',
      label: 'role-b',
    })
    await open('/sys/role')
    await staleWalk({
      prefix: '/admin/base/sys/role',
      title: '角色',
      a: { id: a.id, name: '角色甲' },
      b: { id: b.id, name: '角色乙' },
      nameLabel: '名称',
      ...tableScreen(),
    })
  })

  it('on the params screen', async () => {
    const body = (name: string, keyName: string) => ({ name, keyName, data: 'x', dataType: 0 })
    const a = await admin.post<{ id: number }>('/admin/base/sys/param/add', body('参数甲', 'param-a'))
    const b = await admin.post<{ id: number }>('/admin/base/sys/param/add', body('参数乙', 'param-b'))
    await open('/sys/param')
    await staleWalk({
      prefix: '/admin/base/sys/param',
      title: '参数',
      a: { id: a.id, name: '参数甲' },
      b: { id: b.id, name: '参数乙' },
      nameLabel: '名称',
      ...tableScreen(),
    })
  })

  it('on the menus screen', async () => {
    const body = (name: string) => ({ name, type: 0, icon: 'icon-menu', orderNum: 90 })
    const a = await admin.post<{ id: number }>('/admin/base/sys/menu/add', body('菜单甲'))
    const b = await admin.post<{ id: number }>('/admin/base/sys/menu/add', body('菜单乙'))
    await open('/sys/menu')
    await staleWalk({
      prefix: '/admin/base/sys/menu',
      title: '菜单',
      a: { id: a.id, name: '菜单甲' },
      b: { id: b.id, name: '菜单乙' },
      nameLabel: '节点名称',
      ...tableScreen(),
    })
  })

  it('on the users screen', async () => {
    const a = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'user-a',
      name: '用户甲',
      departmentId: 1,
    })
    const b = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'user-b',
      name: '用户乙',
      departmentId: 1,
    })
    await open('/sys/user')
    await staleWalk({
      prefix: '/admin/base/sys/user',
      title: '用户',
      a: { id: a.id, name: '用户甲' },
      b: { id: b.id, name: '用户乙' },
      nameLabel: '姓名',
      ...tableScreen(),
    })
  })

  it('on the departments of the users screen, where “add child” fills in only the parent', async () => {
    const a = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '部门甲',
      parentId: 1,
    })
    const b = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '部门乙',
      parentId: 1,
    })
    await open('/sys/user')
    const tree = view(page).locator('.department-tree')
    const menu = async (name: string, item: string) => {
      // the button shows on hover
      await treeNode(tree, name).hover()
      await treeNode(tree, name)
        .getByRole('button', { name: `${name} 的操作` })
        .click()
      await page.locator('.ant-dropdown:visible').getByText(item, { exact: true }).click()
    }
    await treeNode(tree, '部门乙').waitFor()
    await staleWalk({
      prefix: '/admin/base/sys/department',
      title: '部门',
      a: { id: a.id, name: '部门甲' },
      b: { id: b.id, name: '部门乙' },
      nameLabel: '部门名称',
      openEdit: (name) => menu(name, '编辑'),
      openAdd: () => menu('部门乙', '新增下级部门'),
    })
    // the add-child dialog names the clicked parent and nothing else of it
    await menu('部门乙', '新增下级部门')
    const added = dialog(page, '新增 · 部门')
    await expect.poll(() => added.locator('.ant-select-content').first().textContent()).toBe('部门乙')
    expect(await field(added, '排序').inputValue()).toBe('0')
    await cancel(added).click()
  })
})

const SEVENTEEN = 'abcdefgh-12345678'
const errors = (scope: Locator) => scope.locator('.ant-form-item-explain-error').allInnerTexts()

describe('a password of 6–16 characters is a rule, not a cut', () => {
  it('in the users’ add dialog', async () => {
    await open('/sys/user')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 用户')
    await field(form, '密码').fill(SEVENTEEN)
    expect(await field(form, '密码').inputValue()).toBe(SEVENTEEN)
    await save(form).click()
    await expect.poll(() => errors(form)).toContain('最多 16 个字符')
    await field(form, '密码').fill('12345')
    await expect.poll(() => errors(form)).toContain('至少 6 个字符')
    await cancel(form).click()
  })

  it('in the personal center, which also keeps the nickname', async () => {
    await page.goto(`${server.url}/my/info`)
    const center = page.locator('.personal-center')
    await field(center, '新密码').fill(SEVENTEEN)
    expect(await field(center, '新密码').inputValue()).toBe(SEVENTEEN)
    await field(center, '昵称').fill('')
    await center.getByRole('button', { name: '保存' }).click()
    await expect
      .poll(() => errors(center))
      .toEqual(['昵称不能为空', '修改密码需要填写原密码', '密码长度为 6–16 个字符'])
    await screenshot(page, 'forms-personal-center')
  })

  it('on the sign-in page', async () => {
    const fresh = await startBrowser()
    const signInPage = await fresh.context.newPage()
    await signInPage.goto(`${server.url}/login`)
    await signInPage.locator('#login-password').fill(SEVENTEEN)
    expect(await signInPage.locator('#login-password').inputValue()).toBe(SEVENTEEN)
    await signInPage.locator('.login-submit').click()
    await expect
      .poll(() => signInPage.locator('#login-password-error').textContent())
      .toBe('密码长度为 6–16 个字符')
    await fresh.close()
  })
})

describe('the users’ form and table', () => {
  it('shows refusals on their fields: a taken username, a bad phone or e-mail, an emptied nickname', async () => {
    await admin.post('/admin/base/sys/user/add', { username: 'taken-name', departmentId: 1 })
    await open('/sys/user')
    await toolbarButton(page, '新增').click()
    const form = dialog(page, '新增 · 用户')
    await field(form, '用户名').fill('taken-name')
    await field(form, '手机号码').fill('(030) 1234')
    await field(form, '邮箱').fill('nobody')
    await save(form).click()
    await expect.poll(() => errors(form)).toEqual(['只能包含数字、空格、+ 和 -', '请输入有效的邮箱地址'])
    await field(form, '手机号码').fill('+49 30-1234')
    await field(form, '邮箱').fill('nobody@example.com')
    await save(form).click()
    const username = form.locator('.ant-form-item', { has: page.getByLabel('用户名', { exact: true }) })
    await expect.poll(() => errors(username)).toEqual(['用户名 已存在'])
    await cancel(form).click()

    await row(view(page), 'taken-name').getByRole('button', { name: '编辑' }).click()
    const edit = dialog(page, '编辑 · 用户')
    await expect.poll(() => field(edit, '昵称').inputValue()).toBe('taken-name')
    await field(edit, '昵称').fill('')
    await save(edit).click()
    await expect.poll(() => errors(edit)).toEqual(['必填'])
    await cancel(edit).click()
  })

  it('marks users without a password, and shows the main columns at 1440 px without scrolling', async () => {
    await admin.post('/admin/base/sys/user/add', {
      username: 'a-very-long-username-that-does-not-fit',
      name: '一个很长很长很长很长的名字',
      departmentId: 1,
    })
    const long = '一个名字非常非常非常非常非常非常长的部门'
    await admin.post('/admin/base/sys/department/add', { name: long, parentId: 1 })
    await open('/sys/user')
    // a long name ends in an ellipsis inside its box, and shows whole on hover
    const name = view(page).locator('.department-name', { hasText: long })
    expect(await name.getAttribute('title')).toBe(long)
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    const tree = view(page).locator('.department-tree-body')
    expect(await tree.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1)
    const marked = row(view(page), 'a-very-long-username-that-does-not-fit')
    await marked.getByRole('img', { name: '无密码' }).waitFor()
    expect(await row(view(page), 'admin').getByRole('img', { name: '无密码' }).count()).toBe(0)
    const headers = await view(page).locator('.ant-table-thead th').allInnerTexts()
    for (const title of [
      '姓名',
      '用户名',
      '昵称',
      '部门名称',
      '角色',
      '手机号码',
      '状态',
      '创建时间',
      '操作',
    ])
      expect(headers.map((h) => h.trim())).toContain(title)
    const body = view(page).locator('.ant-table-body, .ant-table-content').first()
    const overflow = await body.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeLessThanOrEqual(1)
    await screenshot(page, 'forms-users-1440')
  })
})

describe('the users’ import template', () => {
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-forms-'))
  afterAll(() => fs.rmSync(files, { recursive: true, force: true }))

  it('has department and role columns and says that passwords are never imported', async () => {
    await open('/sys/user')
    await view(page).getByRole('button', { name: '导入 Excel' }).click()
    const download = page.waitForEvent('download')
    await page.locator('.ant-dropdown:visible').getByText('下载模板', { exact: true }).click()
    const file = path.join(files, (await download).suggestedFilename())
    await (await download).saveAs(file)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(file)
    const header = (book.worksheets[0].getRow(1).values as string[]).slice(1)
    expect(header).toEqual(expect.arrayContaining(['用户名', '所属部门', '角色']))
    expect(header).not.toContain('密码')
    const notes = book.worksheets[1].getColumn(1).values.slice(1).join('\n')
    expect(notes).toContain('密码从不导入')
    expect(notes).toContain('总公司/销售部')
  })

  it('imports users into the departments their paths name, with the roles their labels name', async () => {
    const head = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '总公司',
      parentId: 1,
    })
    const sales = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '销售部',
      parentId: head.id,
    })
    const role = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: '导购',
      label: 'guide',
    })
    const write = async (name: string, rows: string[][]) => {
      const book = new ExcelJS.Workbook()
      book.addWorksheet('用户').addRows([['用户名', '所属部门', '角色'], ...rows])
      const file = path.join(files, name)
      await book.xlsx.writeFile(file)
      return file
    }
    await open('/sys/user')
    const input = view(page).locator('[data-testid=crud-import-file]')
    await input.setInputFiles(await write('unknown.xlsx', [['imp-x', '总公司/仓库', 'guide']]))
    const refusal = page.locator('.ant-modal-confirm', { hasText: 'unknown.xlsx 无法导入' })
    await expect.poll(() => refusal.textContent()).toContain('第 2 行，所属部门：找不到“总公司/仓库”')
    await refusal.getByRole('button', { name: '确定' }).click()

    await input.setInputFiles(await write('staff.xlsx', [['imp-anna', 'Backroom/总公司/销售部', 'guide']]))
    const confirm = page.locator('.ant-modal-confirm', { hasText: '导入 1 条数据' })
    await confirm.getByRole('button', { name: '确定' }).click()
    await expectToast(page, '已导入 1 条数据')
    const { list } = await admin.post<{
      list: { username: string; departmentId: number; roleIdList: number[] }[]
    }>('/admin/base/sys/user/page', { keyWord: 'imp-anna' })
    expect(list).toMatchObject([{ username: 'imp-anna', departmentId: sales.id, roleIdList: [role.id] }])
  })
})
