import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { dialog, expectToast, openPage, row, toolbarButton, treeNode, view } from './harness/crud'
import { ADMIN, type TestServer } from './harness/server'
import { useConsole } from './harness/setup'

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c), { failureShot: 'failed-site-directory-' })

const SAVE = /保\s*存/
const drawer = () => page.locator('.ant-drawer-section:visible')

/** The screen at 1440 and at 375 px wide, then, with `side`, its side panel unfolded at 375; back to 1440 after. */
async function screenshots(name: string, side = false) {
  try {
    await screenshot(page, `${name}-1440`)
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, `${name}-375`)
    if (!side) return
    await view(page).locator('.view-group-head').getByRole('button', { name: '展开' }).click()
    await screenshot(page, `${name}-side-375`)
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 })
  }
}

/** An app user registered as the shop's front end does it, and a call in the app realm with their token. */
async function appUser(phone: string, nickName: string) {
  const call = async <T>(path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await res.json()) as { code: number; message: string; data: T }
    expect(envelope.message).toBe('success')
    return envelope.data
  }
  const { captchaId } = await call<{ captchaId: string }>('/app/user/login/captcha')
  await call(`/app/user/login/smsCode?phone=${phone}`)
  const { token } = await call<{ token: string }>('/app/user/login/register', {
    phone,
    password: 'app-pass-1',
    smsCode: ADMIN.captcha,
    captchaId,
    verifyCode: ADMIN.captcha,
    nickName,
  })
  return <T>(path: string, body: unknown) => call<T>(path, body, token)
}

describe('the site directory', () => {
  it('files two sites under a new category, counted beside it, refusing a javascript: link on its field', async () => {
    const category = `导航分类${Date.now() % 100_000}`
    await openPage(page, '/menu/info', '网站导航', '导航管理')
    const screen = view(page)
    const tree = screen.locator('.tree-panel')

    // the category, added from the tree's head, then chosen
    await tree.getByRole('button', { name: '新增分类' }).click()
    const addCategory = dialog(page, '新增 · 导航分类')
    await addCategory.getByLabel('分类', { exact: true }).fill(category)
    await addCategory.getByRole('button', { name: SAVE }).click()
    await expectToast(page, '新增成功')
    const node = treeNode(tree, category)
    await node.getByText(category, { exact: true }).click()
    await expect.poll(() => node.locator('.tree-panel-extra').innerText()).toBe('0')

    // a javascript: link is refused on its field before anything is sent
    await toolbarButton(page, '新增').click()
    const first = dialog(page, '新增 · 网站')
    await first.getByLabel('名称', { exact: true }).fill('开源中国')
    await first.getByLabel('链接', { exact: true }).fill('javascript:alert(1)')
    await first.getByRole('button', { name: SAVE }).click()
    const linkItem = first.locator('.ant-form-item').filter({ has: page.getByLabel('链接', { exact: true }) })
    await expect
      .poll(() => linkItem.locator('.ant-form-item-explain-error').innerText())
      .toBe('请输入以 http:// 或 https:// 开头的网址')
    await screenshot(page, 'site-directory-form-1440')
    await first.getByLabel('链接', { exact: true }).fill('https://www.oschina.net/')
    await first.getByLabel('网站描述', { exact: true }).fill('开源技术社区')
    await first.getByRole('button', { name: SAVE }).click()
    await first.waitFor({ state: 'hidden' })

    // the second, off shelf: counted too
    await toolbarButton(page, '新增').click()
    const second = dialog(page, '新增 · 网站')
    await second.getByLabel('名称', { exact: true }).fill('码云')
    await second.getByLabel('链接', { exact: true }).fill('https://gitee.com/')
    await second.getByText('下架', { exact: true }).click()
    await second.getByRole('button', { name: SAVE }).click()
    await second.waitFor({ state: 'hidden' })

    await expect.poll(() => node.locator('.tree-panel-extra').innerText()).toBe('2')
    await expect.poll(() => row(screen, '码云').innerText()).toContain(category)
    await expect.poll(() => row(screen, '开源中国').innerText()).toContain('https://www.oschina.net/')
    await screenshots('site-directory', true)
  })

  it("shows an app user's evaluation on the evaluations screen and in the user's details", async () => {
    const classify = await admin.post<{ id: number }>('/admin/menu/classify/add', {
      classifyName: '评价分类',
    })
    const site = await admin.post<{ id: number }>('/admin/menu/info/add', {
      menuName: '评价网站',
      menuLink: 'https://example.com/',
      menuClassifyId: classify.id,
    })
    const phone = `137${String(Date.now()).slice(-8)}`
    const asUser = await appUser(phone, '小林')
    await asUser('/app/menu/evaluate/add', { menuId: site.id, content: '分类清楚，很好找', score: 5 })

    await openPage(page, '/menu/evaluate', '网站导航', '评价管理')
    const evaluation = row(view(page), '分类清楚，很好找')
    await expect.poll(() => evaluation.innerText()).toMatch(/小林[\s\S]*评价网站[\s\S]*5 星/)
    await screenshots('site-evaluations')

    await openPage(page, '/user/list', '用户管理', '用户列表')
    await row(view(page), phone).getByRole('button', { name: '详情' }).click()
    await drawer().getByRole('tab', { name: '网站评价' }).click()
    await expect.poll(() => row(drawer(), '分类清楚，很好找').innerText()).toContain('评价网站')
    await screenshots('site-user-evaluations')
    await drawer().locator('.ant-drawer-close').click()
  })
})
