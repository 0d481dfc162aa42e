import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { expectPath, openFromSidebar, rootMenus, signIn, tabLabels } from './harness/console'
import { ADMIN, type TestServer } from './harness/server'
import { useConsole } from './harness/setup'

let server: TestServer
let page: Page

useConsole((c) => ({ server, page } = c), { api: false, signIn: false })

describe('an administrator’s session', () => {
  it('is sent to sign in, sees the validation messages, and signs in', async () => {
    await page.goto(server.url)
    await expectPath(page, '/login')
    await page.locator('.login-captcha img').waitFor()
    await screenshot(page, 'login')
    await page.locator('#login-username').fill('')
    await page.locator('.login-submit').click()
    await expect
      .poll(() => page.locator('.login-error').allInnerTexts())
      .toEqual(['用户名不能为空', '密码不能为空', '图片验证码不能为空'])
    await page.locator('#login-username').fill(ADMIN.username)
    await page.locator('#login-password').fill('wrong-password')
    await page.locator('#login-code').fill(ADMIN.captcha)
    await page.locator('.login-submit').click()
    await expect.poll(() => page.locator('.login-failure').textContent()).toBe('账户或密码不正确')
    await expect.poll(() => page.locator('#login-code').inputValue()).toBe('')

    // the home page shows with the layout, not behind a loading fallback: its code came with the
    // user's data during sign-in
    await page.evaluate(() => {
      const w = window as { fallbackShown?: boolean }
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) w.fallbackShown = true
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.locator('#login-password').fill(ADMIN.password)
    await page.locator('#login-code').fill(ADMIN.captcha)
    await page.locator('.login-submit').click()
    await expectPath(page, '/')
    // the super-admin holds the shop's dashboard permission: the shop's home page wins over the welcome page
    await page.locator('.page-view[data-page="/"]:visible .dashboard').waitFor()
    expect(await page.evaluate(() => (window as { fallbackShown?: boolean }).fallbackShown)).toBeUndefined()
    expect(await page.locator('.workbench').count()).toBe(0)
    await screenshot(page, 'home')
  })

  it('sees the sidebar built from the server’s menus, in menu order, without hidden ones', async () => {
    expect(await rootMenus(page)).toEqual([
      '系统管理',
      '数据管理',
      '用户管理',
      '商城管理',
      '网站导航',
      '框架教程',
    ])
  })
})

describe('pages and tabs', () => {
  it('opens two pages as tabs and closes them', async () => {
    await openFromSidebar(page, '系统管理', '权限管理', '用户列表')
    await expectPath(page, '/sys/user')
    await page.locator('.page-view[data-page="/sys/user"] .department-tree').waitFor()
    await openFromSidebar(page, '数据管理', '字典管理')
    await expectPath(page, '/dict/list')
    await expect.poll(() => tabLabels(page)).toEqual(['用户列表', '字典管理'])
    expect(await page.locator('.topbar-breadcrumb').textContent()).toContain('数据管理')
    await screenshot(page, 'two-tabs')

    await page.locator('.process-tab.active .process-tab-close').click()
    await expectPath(page, '/sys/user')
    await expect.poll(() => tabLabels(page)).toEqual(['用户列表'])

    await openFromSidebar(page, '字典管理')
    await page.locator('.process-tab', { hasText: '用户列表' }).click({ button: 'right' })
    await page.getByRole('menuitem', { name: '关闭其他' }).click()
    await expectPath(page, '/sys/user')
    await expect.poll(() => tabLabels(page)).toEqual(['用户列表'])

    await page.locator('.process-tab', { hasText: '用户列表' }).click({ button: 'right' })
    await page.getByRole('menuitem', { name: '关闭所有' }).click()
    await expectPath(page, '/')
    await expect.poll(() => tabLabels(page)).toEqual([])
  })

  it('keeps the pages of keep-alive menus mounted while another tab shows', async () => {
    await openFromSidebar(page, '用户列表')
    await page.locator('.page-view[data-page="/sys/user"] .department-tree').waitFor()
    await openFromSidebar(page, '字典管理')
    await expect.poll(() => page.locator('.page-view[data-page="/sys/user"]').count()).toBe(1)
    await expect.poll(() => page.locator('.page-view[data-page="/sys/user"]').isVisible()).toBe(false)
  })

  it('keeps the open tabs and the current page across a reload', async () => {
    await page.reload()
    await page.locator('.sidebar-menu').waitFor()
    await expectPath(page, '/dict/list')
    await expect.poll(() => tabLabels(page)).toEqual(['用户列表', '字典管理'])
  })

  it('sends an unknown path to the 404 page', async () => {
    await page.goto(`${server.url}/no/such/page`)
    await expectPath(page, '/404')
    await expect.poll(() => page.locator('.error-text').textContent()).toBe('找不到您要查找的页面')
    await screenshot(page, '404')
    await page.getByRole('button', { name: '返回首页' }).click()
    await expectPath(page, '/')
  })

  it('leads no seeded menu to 404', async () => {
    const api = await Api.signIn(server.url)
    const { menus } = await api.call<{
      menus: { id: number; type: number; router: string | null; name: string }[]
    }>('GET', '/admin/base/comm/permmenu')
    const routes = menus.filter((m) => m.type !== 2).map((m) => m.router ?? `/${m.id}`)
    expect(routes.length).toBeGreaterThan(10)
    for (const route of routes) {
      await page.goto(server.url + route)
      await page.locator('.page-view').first().waitFor()
      expect(new URL(page.url()).pathname, route).not.toBe('/404')
      expect(await page.locator('.page-view .ant-result-error').count(), route).toBe(0)
    }
    await page.goto(`${server.url}/tutorial/doc`)
    await page.locator('.page-view:visible .api-doc').waitFor()
  })

  it('reaches every static route the modules declare', async () => {
    for (const route of ['/my/info', '/space/list', '/helper/ai-code', '/helper/plugins', '/demo/crud']) {
      await page.goto(server.url + route)
      await page.locator(`.page-view[data-page="${route}"]`).waitFor()
      expect(new URL(page.url()).pathname).toBe(route)
    }
    await page.goto(`${server.url}/demo/test/route/7/alice`)
    await expect
      .poll(() => page.locator('.page-view:visible .ant-descriptions').textContent())
      .toContain('alice')
  })
})

describe('language and theme', () => {
  it('switches the shell and the menus to English and back', async () => {
    await openFromSidebar(page, '系统管理', '权限管理', '用户列表')
    await page.getByRole('button', { name: '语言' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect.poll(() => rootMenus(page).then((r) => r[0])).toBe('System')
    await expect.poll(() => tabLabels(page)).toContain('Users')
    expect(await page.locator('.sidebar-search input').getAttribute('placeholder')).toBe('Search menus')
    // the page's own texts switch too, loaded with it rather than with the shell
    const users = page.locator('.page-view[data-page="/sys/user"]')
    await expect
      .poll(() => users.locator('.department-tree .tree-panel-head').textContent())
      .toBe('Departments')
    expect(await users.locator('.ant-table-thead').textContent()).toContain('Username')
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"en"')
    await screenshot(page, 'english')

    await page.reload()
    await expect.poll(() => rootMenus(page).then((r) => r[0])).toBe('System')
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitem', { name: '简体中文', exact: true }).click()
    await expect.poll(() => rootMenus(page).then((r) => r[0])).toBe('系统管理')
  })

  it('changes the primary colour from a preset, and dark mode', async () => {
    await page.getByRole('button', { name: '设置主题' }).click()
    await page.getByRole('button', { name: '翠绿' }).click()
    await expect.poll(() => page.locator('.toast').last().textContent()).toBe('切换主题：翠绿')
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      )
    // emerald (#51c21a) in the shade that carries white text at 4.5:1
    expect(await primary()).toBe('#388612')
    expect(
      await page.locator('.process-tab.active').evaluate((e) => getComputedStyle(e).backgroundColor),
    ).toBe('rgb(56, 134, 18)')
    await screenshot(page, 'theme-drawer')
    await page.locator('.ant-drawer-close').click()

    // count the View Transitions the switch starts: the circular reveal runs inside one, unless
    // the system asks for less motion (as the test browser does)
    const countTransitions = () =>
      page.evaluate(() => {
        const start = document.startViewTransition.bind(document)
        const w = window as unknown as { transitions: number }
        w.transitions = 0
        document.startViewTransition = (update) => {
          w.transitions++
          return start(update)
        }
      })
    const transitions = () => page.evaluate(() => (window as unknown as { transitions: number }).transitions)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await countTransitions()
    await page.getByRole('button', { name: '切换到暗色模式' }).click()
    expect(await transitions()).toBe(1)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true)
    await expect
      .poll(() => page.locator('.layout').evaluate((e) => getComputedStyle(e).backgroundColor))
      .toBe('rgb(20, 20, 20)')
    await screenshot(page, 'dark')

    await page.reload()
    await page.locator('.sidebar-menu').waitFor()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // its dark-mode shade, as it shows on the dark page
    expect(await primary()).toBe('#3a8715')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await countTransitions()
    await page.getByRole('button', { name: '切换到亮色模式' }).click()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false)
    expect(await transitions()).toBe(0)
  })
})

describe('menu grouping and small screens', () => {
  it('shows the top-level directories as groups, the sidebar holding the current one', async () => {
    await page.getByRole('button', { name: '设置主题' }).click()
    await page.getByRole('switch', { name: '菜单分组显示' }).click()
    await page.locator('.ant-drawer-close').click()
    const groups = page.locator('.menu-groups [role=tab]')
    await expect
      .poll(() => groups.allInnerTexts())
      .toEqual(['系统管理', '数据管理', '用户管理', '商城管理', '网站导航', '框架教程'])
    await openFromSidebar(page, '用户列表')
    await expect.poll(() => rootMenus(page)).toEqual(['权限管理', '参数配置', '监控管理', '任务管理'])
    await groups.getByText('数据管理').click()
    await expectPath(page, '/dict/list')
    await expect.poll(() => rootMenus(page)).toEqual(['字典管理', '文件管理', '数据回收站'])
    await screenshot(page, 'menu-groups')
    await page.getByRole('button', { name: '设置主题' }).click()
    await page.getByRole('switch', { name: '菜单分组显示' }).click()
    await page.locator('.ant-drawer-close').click()
    await expect.poll(() => page.locator('.menu-groups').count()).toBe(0)
  })

  it('folds the sidebar away on a phone and opens it over the page', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await page.locator('.layout.mini.collapsed').waitFor()
    expect(
      await page.locator('.sidebar').evaluate((e) => e.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(0)
    await screenshot(page, 'phone')
    await page.getByRole('button', { name: '展开菜单' }).click()
    await expect.poll(() => page.locator('.sidebar').evaluate((e) => e.getBoundingClientRect().left)).toBe(0)
    await screenshot(page, 'phone-menu')
    await openFromSidebar(page, '字典管理')
    await page.locator('.layout.mini.collapsed').waitFor()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.locator('.layout:not(.collapsed)').waitFor()
  })
})

describe('personal center and sign-out', () => {
  it('changes the nickname shown in the top bar', async () => {
    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: '个人中心' }).click()
    await expectPath(page, '/my/info')
    const nickname = page.getByLabel('昵称')
    await nickname.fill('店长小王')
    await page.getByRole('button', { name: '保存修改' }).click()
    await expect.poll(() => page.locator('.user-menu-name').textContent()).toBe('店长小王')
    await screenshot(page, 'personal-center')
  })

  it('changes the password with the original one, then signs in again with the new one', async () => {
    const newPassword = 'new-Pa55word'
    await page.getByLabel('原密码').fill(ADMIN.password)
    await page.getByLabel('新密码').fill(newPassword)
    await page.getByRole('button', { name: '保存修改' }).click()
    await expectPath(page, '/login')
    await expect
      .poll(() => page.locator('.toast').last().textContent())
      .toBe('密码已修改，请使用新密码重新登录')
    await signIn(page, server.url, ADMIN.username, newPassword)
    await expectPath(page, '/')
  })

  it('signs out after confirming, leaving nothing of the session behind', async () => {
    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: '退出登录' }).click()
    const confirm = page.locator('.ant-modal-confirm')
    await confirm.getByText('确定退出登录吗？').waitFor()
    await confirm.locator('.ant-btn-primary').click()
    await expectPath(page, '/login')
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('process')]),
    ).toEqual([null, null])
    expect(await page.locator('#login-username').inputValue()).toBe(ADMIN.username)
    await page.goto(`${server.url}/sys/user`)
    await expectPath(page, '/login')
  })
})
