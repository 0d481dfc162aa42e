import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { expectPath, signIn } from './harness/console'
import { ADMIN, type TestServer } from './harness/server'
import { useBrowser, useConsole } from './harness/setup'

const VIEWER = { username: 'viewer', password: 'viewer-Pa55' }

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c), { signIn: false })
beforeAll(async () => {
  const role = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
    name: '访客',
    label: 'viewer',
    departmentIdList: [1],
    menuIdList: [await admin.menuId('/')],
  })
  await admin.post('/admin/base/sys/user/add', {
    ...VIEWER,
    nickName: '访客',
    departmentId: 1,
    roleIdList: [role.id],
  })
})

/** Fills the sign-in form the page shows, wherever it came from. */
async function fillSignIn(p: Page, username = ADMIN.username, password = ADMIN.password) {
  await p.locator('#login-username').fill(username)
  await p.locator('#login-password').fill(password)
  await p.locator('.login-captcha img').waitFor()
  await p.locator('#login-code').fill(ADMIN.captcha)
  await p.locator('.login-submit').click()
}

async function signOut(p: Page) {
  await p.evaluate(() => localStorage.clear())
  await p.goto(`${server.url}/login`)
}

describe('navigation', () => {
  it('returns to a deep link, query included, after signing in', async () => {
    await page.goto(`${server.url}/sys/user?keyWord=adm#list`)
    await expectPath(page, '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/sys/user?keyWord=adm#list')
    await fillSignIn(page)
    await expectPath(page, '/sys/user')
    const url = new URL(page.url())
    expect(url.search + url.hash).toBe('?keyWord=adm#list')
    await page.locator('.crud-table .ant-table-row').first().waitFor()
  })

  it('does not follow a redirect off the console', async () => {
    await signOut(page)
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent('//example.com/x')}`)
    await fillSignIn(page)
    await expectPath(page, '/')
    expect(new URL(page.url()).host).toBe(new URL(server.url).host)
  })

  it('shows 403 for a page of the console the user may not open, and 404 for no page at all', async () => {
    await signOut(page)
    await fillSignIn(page, VIEWER.username, VIEWER.password)
    await expectPath(page, '/')
    await page.goto(`${server.url}/sys/log`)
    await expectPath(page, '/403')
    await expect.poll(() => page.locator('.error-text').textContent()).toBe('您无权访问此页面')
    // home comes first; signing in again mends nothing here
    expect(await page.locator('.error-actions button').allInnerTexts()).toEqual(['返回首页'])
    await screenshot(page, 'shell-403')
    await page.goto(`${server.url}/sys/no-such-page`)
    await expectPath(page, '/404')
    const actions = () => page.locator('.error-actions button').allInnerTexts()
    await expect.poll(actions).toEqual(['返回首页'])
    await page.goto(`${server.url}/401`)
    await expect.poll(actions).toEqual(['返回首页', '重新登录'])
  })

  it('offers the languages, each in itself, on the sign-in page', async () => {
    await signOut(page)
    const select = page.getByRole('combobox', { name: '语言' })
    // the sign-in page draws after its code has loaded: wait for the options, not only the page
    await expect
      .poll(() => select.locator('option').allInnerTexts())
      .toEqual(['简体中文', '繁體中文', 'English'])
    await select.selectOption('en')
    await expect.poll(() => page.locator('.login-submit').innerText()).toBe('Log in')
    await screenshot(page, 'shell-login-en')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-cn')
    await expect.poll(() => page.locator('.login-submit').innerText()).toBe('登录')
  })

  it('says so when the sidebar search matches nothing, and lists tabs that do not fit', async () => {
    await signIn(page, server.url)
    await page.locator('.sidebar-search input').fill('zzz-nothing')
    await expect.poll(() => page.locator('.sidebar-no-match').textContent()).toBe('没有匹配的菜单')
    await page.locator('.sidebar-search input').fill('')
    await page.setViewportSize({ width: 780, height: 800 })
    for (const path of ['/sys/user', '/sys/role', '/sys/menu', '/sys/param', '/sys/log', '/dict/list']) {
      await page.goto(`${server.url}${path}`)
      await page.locator(`.process-tab[data-path="${path}"]`).waitFor()
    }
    await page.getByRole('button', { name: '全部标签页' }).click()
    const listed = page.locator('.ant-dropdown-menu-item')
    await expect.poll(() => listed.count()).toBe(6)
    await listed.filter({ hasText: '用户列表' }).click()
    await expectPath(page, '/sys/user')
    await page.setViewportSize({ width: 1440, height: 900 })
  })
})

describe('a phone, 375 px wide', () => {
  let p: Page
  useBrowser((b) => ({ page: p } = b), { viewport: { width: 375, height: 780 } })
  beforeAll(async () => {
    await p.goto(`${server.url}/login`)
    await fillSignIn(p)
    await p.locator('.layout').waitFor()
  })

  it('starts with the sidebar folded away', async () => {
    expect(await p.locator('.layout').getAttribute('class')).toContain('collapsed')
    const box = await p.locator('.sidebar').boundingBox()
    expect(!box || box.x + box.width <= 0).toBe(true)
  })

  it('scrolls a table inside its own box, with no column pinned over the others', async () => {
    await p.goto(`${server.url}/sys/user`)
    await p.locator('.crud-table .ant-table-row').first().waitFor()
    const sizes = await p.evaluate(() => {
      const body = document.querySelector('.crud-table .ant-table-body, .crud-table .ant-table-content')!
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: body.scrollWidth - body.clientWidth,
        pinned: document.querySelectorAll('.crud-table td.ant-table-cell-fix-right').length,
        narrowest: Math.min(
          ...Array.from(document.querySelectorAll('.crud-table thead th'))
            .filter((th) => th.textContent)
            .map((th) => th.getBoundingClientRect().width),
        ),
      }
    })
    expect(sizes.page).toBe(0)
    expect(sizes.table).toBeGreaterThan(0)
    expect(sizes.pinned).toBe(0)
    expect(sizes.narrowest).toBeGreaterThanOrEqual(60)
    await screenshot(p, 'shell-phone-users')
  })

  it('keeps the search in a filter drawer', async () => {
    expect(await p.locator('.crud-toolbar .crud-search').count()).toBe(0)
    await p.getByRole('button', { name: '筛选' }).click()
    const drawer = p.locator('.crud-search-drawer')
    await drawer.locator('.crud-search-keyword input').fill('admin')
    await drawer.getByRole('button', { name: '搜索' }).click()
    await expect.poll(() => p.locator('.crud-table .ant-table-row').count()).toBe(1)
    await screenshot(p, 'shell-phone-filters')
    await p.keyboard.press('Escape')
  })

  it('reaches theme, dark mode, language and full screen from the top bar', async () => {
    await p.getByRole('button', { name: '更多工具' }).click()
    const more = p.locator('.ant-popover')
    await more.getByRole('button', { name: '设置主题' }).waitFor()
    await more.getByRole('button', { name: '切换到暗色模式' }).click()
    await expect.poll(() => p.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    expect(await more.getByRole('button', { name: '浏览器全屏' }).count()).toBe(1)
    expect(await p.locator('.topbar').getByRole('button', { name: '语言' }).count()).toBe(1)
    await screenshot(p, 'shell-phone-more')
  })
})
