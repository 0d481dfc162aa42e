import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { buttonName, dialog, expectToast, openPage, pick, row, toolbarButton, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'
import { measureTableScroll } from './perf/table-scroll'

const files = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-files-'))
const STAFF = [
  { username: 'anna', name: '安娜', phone: '13800000001', email: 'anna@example.com', status: 1 },
  { username: 'bo', name: '波', phone: '13800000002', email: 'bo@example.com', status: 0 },
  { username: 'chen', name: '陈', phone: '13800000003', email: null, status: 1 },
]

let server: TestServer
let page: Page
let admin: Api

interface UserRow {
  username: string
  name: string | null
  phone: string | null
  email: string | null
  status: number
  departmentId: number
}

useConsole((c) => ({ server, page, admin } = c))
afterAll(() => fs.rmSync(files, { recursive: true, force: true }))

describe('users out to Excel and into another shop', () => {
  let exported: string

  it('exports the users of a department with the columns chosen', async () => {
    const { id } = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '门店',
      parentId: 1,
    })
    await admin.post(
      '/admin/base/sys/user/add',
      STAFF.map((u) => ({ ...u, departmentId: id })),
    )
    await openPage(page, '/sys/user', '系统管理', '权限管理', '用户列表')
    await view(page).locator('.department-tree').getByText('门店', { exact: true }).click()
    await row(view(page), 'chen').waitFor()

    await toolbarButton(page, '导出 Excel').click()
    const choose = dialog(page, '导出 Excel')
    await choose.getByLabel('全选').check()
    await choose.getByLabel('全选').uncheck()
    await choose.getByRole('button', { name: '导出', exact: true }).click()
    await expectToast(page, '请先选择要导出的列')
    await choose.getByLabel('全选').check()
    const download = page.waitForEvent('download')
    await choose.getByRole('button', { name: '导出', exact: true }).click()
    exported = path.join(files, (await download).suggestedFilename())
    await (await download).saveAs(exported)
    await expectToast(page, '已导出 3 条数据')
    expect(path.basename(exported)).toMatch(/^用户-\d{8}-\d{6}\.xlsx$/)

    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(exported)
    const sheet = book.worksheets[0]
    const header = (sheet.getRow(1).values as string[]).slice(1)
    expect(header).toEqual(expect.arrayContaining(['用户名', '姓名', '手机号码', '邮箱', '状态', '部门名称']))
    expect(header.join()).not.toMatch(/密码|password/i)
    expect(sheet.rowCount).toBe(4)
    const status = header.indexOf('状态') + 1
    const byName = Object.fromEntries(
      [2, 3, 4].map((n) => [sheet.getRow(n).getCell(header.indexOf('用户名') + 1).text, sheet.getRow(n)]),
    )
    expect(byName.bo.getCell(status).text).toBe('禁用')
  })

  describe('in a fresh database', () => {
    let fresh: TestServer
    let shop: Page

    useConsole((c) => ({ server: fresh, page: shop } = c), { api: false, failureShot: false })
    beforeAll(() => openPage(shop, '/sys/user', '系统管理', '权限管理', '用户列表'))

    it('refuses a file that is not a workbook, naming it and saying why', async () => {
      const wrong = path.join(files, 'staff.xlsx')
      fs.writeFileSync(wrong, 'name,phone\nanna,1380000')
      await shop.locator('.page-view:visible [data-testid=crud-import-file]').setInputFiles(wrong)
      const refusal = shop.locator('.ant-modal-confirm', { hasText: 'staff.xlsx 无法导入' })
      await expect.poll(() => refusal.textContent()).toContain('该文件不是 Excel 工作簿（.xlsx）。')
      await refusal.getByRole('button', { name: '确定' }).click()
    })

    it('refuses a workbook with a bad row and saves nothing', async () => {
      const bad = path.join(files, 'bad-staff.xlsx')
      const book = new ExcelJS.Workbook()
      const sheet = book.addWorksheet('用户')
      sheet.addRows([
        ['用户名', '手机号码'],
        ['dina', '13800000004'],
        ['', '1'.repeat(30)],
      ])
      await book.xlsx.writeFile(bad)
      await shop.locator('.page-view:visible [data-testid=crud-import-file]').setInputFiles(bad)
      const refusal = shop.locator('.ant-modal-confirm', { hasText: 'bad-staff.xlsx 无法导入' })
      await expect.poll(() => refusal.textContent()).toContain('第 3 行，用户名：必填')
      expect(await refusal.textContent()).toContain('第 3 行，手机号码：最多 20 个字符')
      await screenshot(shop, 'import-refused')
      await refusal.getByRole('button', { name: '确定' }).click()
      expect(await row(view(shop), 'dina').count()).toBe(0)
    })

    it('imports the exported users, who cannot sign in until a password is set', async () => {
      await shop.locator('.page-view:visible [data-testid=crud-import-file]').setInputFiles(exported)
      const confirm = shop.locator('.ant-modal-confirm', { hasText: '导入 3 条数据' })
      await confirm.getByRole('button', { name: '确定' }).click()
      await expectToast(shop, '已导入 3 条数据')
      await row(view(shop), 'chen').waitFor()
      await screenshot(shop, 'imported-users')
      const freshAdmin = await Api.signIn(fresh.url)
      const { list } = await freshAdmin.post<{ list: UserRow[] }>('/admin/base/sys/user/page', { size: 100 })
      const imported = list.filter((u) => STAFF.some((s) => s.username === u.username))
      expect(
        imported.map(({ username, name, phone, email, status }) => ({
          username,
          name,
          phone,
          email,
          status,
        })),
      ).toEqual(expect.arrayContaining(STAFF))
      expect(new Set(imported.map((u) => u.departmentId))).toEqual(new Set([1]))
      await expect(Api.signIn(fresh.url, 'anna', '')).rejects.toThrow()
    })
  })
})

describe('a page of 1,000 users', () => {
  it('keeps fewer than 100 rows in the DOM while it scrolls', async () => {
    const { id } = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: '仓库',
      parentId: 1,
    })
    await admin.post(
      '/admin/base/sys/user/add',
      Array.from({ length: 1000 }, (_, i) => ({
        username: `picker-${i}`,
        name: `拣货员 ${i}`,
        departmentId: id,
      })),
    )
    const result = await measureTableScroll({
      url: server.url,
      username: 'admin',
      password: 'e2e-Pa55word',
      scrollMs: 1500,
    })
    expect(result.rows).toBe(1000)
    expect(result.maxRowsInDom).toBeGreaterThan(5)
    expect(result.maxRowsInDom).toBeLessThan(100)
    // how smooth is the bench's question; here only that frames were timed
    expect(result.frames).toBeGreaterThan(0)
    expect(result.p95FrameMs).toBeGreaterThan(0)
  })
})

describe('menus out to a file and back', () => {
  let file: string

  it('grants the administrator the menu export and import buttons through auto-added permissions', async () => {
    await openPage(page, '/sys/menu', '系统管理', '权限管理', '菜单列表')
    const table = view(page)
    for (const name of ['系统管理', '权限管理'])
      await row(table, name).locator('.ant-table-row-expand-icon').first().click()
    await row(table, '菜单列表').getByRole('button', { name: '权限' }).click()
    const auto = dialog(page, '自动添加权限到 菜单列表')
    await auto.getByLabel('实体数据').fill('base/sys/menu')
    await pick(page, 'base/sys/menu')
    for (const box of await auto.getByRole('checkbox').all()) {
      const perm = await box.getAttribute('aria-label')
      if (perm !== 'base:sys:menu:export' && perm !== 'base:sys:menu:import') await box.uncheck()
    }
    await auto.getByRole('button', { name: '一键添加' }).click()
    await expectToast(page, '添加权限成功')
    // the new permissions hold at once, without signing in again
    await toolbarButton(page, '导出').waitFor()
  })

  it('exports a directory with everything below it to a JSON file', async () => {
    // 系统管理 is still expanded from the step before
    const table = view(page)
    await row(table, '参数配置').first().locator('.ant-checkbox-input').check()
    const download = page.waitForEvent('download')
    await toolbarButton(page, '导出').click()
    file = path.join(files, (await download).suggestedFilename())
    await (await download).saveAs(file)
    const menus = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(menus).toHaveLength(1)
    expect(menus[0]).toMatchObject({
      name: '参数配置',
      childMenus: [{ name: '参数列表', router: '/sys/param' }],
    })
    expect(menus[0].childMenus[0].childMenus.length).toBeGreaterThan(0)
    expect(JSON.stringify(menus)).not.toMatch(/"(id|parentId)"/)
  })

  it('imports the file back after the directory was deleted', async () => {
    const table = view(page)
    await row(table, '参数配置')
      .first()
      .getByRole('button', { name: buttonName('删除') })
      .click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click()
    await expectToast(page, '删除成功')
    await expect.poll(() => row(table, '参数配置').count()).toBe(0)
    await view(page).locator('[data-testid=menu-import-file]').setInputFiles(file)
    const plan = dialog(page, /^导入菜单/)
    await plan.locator('.ant-select').first().click()
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '系统管理' }).click()
    await expect.poll(() => plan.locator('.ant-alert').innerText()).toMatch(/^将新建 \d+ 个，跳过 0 个/)
    await plan.getByRole('button', { name: '导入' }).click()
    await expectToast(page, '菜单已导入')
    await row(table, '参数配置').first().waitFor()
  })
})

describe('parameters and the request log', () => {
  it('shows a rich-text parameter with a script neutralised on its html page', async () => {
    await admin.post('/admin/base/sys/param/add', {
      keyName: 'about',
      name: '关于我们',
      dataType: 1,
      data: '<p>欢迎光临</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
    })
    await openPage(page, '/sys/param', '参数配置', '参数列表')
    await row(view(page), 'about').getByRole('button', { name: '编辑' }).click()
    const form = dialog(page, '编辑 · 参数')
    const editor = form.locator('.ql-editor')
    await expect.poll(() => editor.textContent()).toContain('欢迎光临')
    await editor.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' <script>window.hacked = 3</script>')
    await screenshot(page, 'rich-text')
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '更新成功')

    const popup = page.waitForEvent('popup')
    await row(view(page), 'about').getByRole('link', { name: /预览/ }).click()
    const html = await popup
    await html.waitForLoadState()
    const text = (await html.locator('body').textContent())?.replace(/\s+/g, ' ')
    expect(text).toContain('欢迎光临 <script>window.hacked = 3</script>')
    expect(await html.evaluate(() => document.scripts.length)).toBe(0)
    expect(await html.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()
    await html.close()
  })

  it('sets how many days the request log keeps, and clears it after confirming', async () => {
    await openPage(page, '/sys/log', '监控管理', '请求日志')
    const days = view(page).getByLabel('日志保存天数')
    await expect.poll(() => days.inputValue()).toBe('31')
    await days.fill('7')
    await view(page).locator('.crud-toolbar').getByRole('button', { name: '保存' }).click()
    await expectToast(page, '日志将保存 7 天')
    expect(await admin.call<string>('GET', '/admin/base/sys/log/getKeep')).toBe('7')
    await screenshot(page, 'request-log')

    await toolbarButton(page, '清空日志').click()
    await page
      .locator('.ant-modal-confirm', { hasText: '确定要清空全部请求日志吗？' })
      .getByRole('button', { name: '确定' })
      .click()
    await expectToast(page, '日志已清空')
    const { pagination } = await admin.post<{ pagination: { total: number } }>('/admin/base/sys/log/page', {})
    // the request that asked counts itself
    expect(pagination.total).toBeLessThanOrEqual(3)
  })
})

describe('the columns of a table, as the user arranges them', () => {
  const headers = () => view(page).locator('.ant-table-thead th').allInnerTexts()
  const trimmed = async () => (await headers()).map((h) => h.trim()).filter(Boolean)

  it('hides a column and moves another, and keeps both across a reload', async () => {
    await openPage(page, '/sys/user', '系统管理', '权限管理', '用户列表')
    await toolbarButton(page, '自定义列').click()
    const settings = page.locator('.crud-column-settings:visible')
    await settings.getByRole('checkbox', { name: '昵称', exact: true }).uncheck()
    await settings.getByRole('button', { name: '上移 用户名' }).click()
    await screenshot(page, 'column-settings')
    await expect.poll(trimmed).not.toContain('昵称')
    const order = await trimmed()
    expect(order.indexOf('用户名')).toBeLessThan(order.indexOf('姓名'))

    await page.reload()
    await view(page).locator('.ant-table-thead th').first().waitFor()
    const after = await trimmed()
    expect(after).not.toContain('昵称')
    expect(after.indexOf('用户名')).toBeLessThan(after.indexOf('姓名'))
  })

  it('goes back to the page’s columns on reset', async () => {
    await toolbarButton(page, '自定义列').click()
    await page.locator('.crud-column-settings:visible').getByRole('button', { name: '重置' }).click()
    await expect.poll(trimmed).toContain('昵称')
    const order = await trimmed()
    expect(order.indexOf('姓名')).toBeLessThan(order.indexOf('用户名'))
  })
})
