import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { dialog, expectToast, openPage, row, view } from './harness/crud'
import { useConsole } from './harness/setup'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
)

let page: Page
let admin: Api

useConsole((c) => ({ page, admin } = c))

const SAVE = /保\s*存/
const drawer = () => page.locator('.ant-drawer-section:visible')

/** Picks a province, city and district in the open form's region cascader. */
async function pickRegion(form: Locator, ...names: string[]) {
  await form.getByLabel('所在地区').click()
  for (const [level, name] of names.entries())
    await page
      .locator('.ant-cascader-dropdown:visible .ant-cascader-menu')
      .nth(level)
      .getByText(name, { exact: true })
      .click()
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' })
}

async function addAddress(contact: string, phone: string, region: string[], street: string) {
  await drawer().getByRole('button', { name: /新增$/ }).click()
  const form = dialog(page, '新增 · 收货地址')
  await form.getByLabel('联系人').fill(contact)
  await form.getByLabel('手机号').fill(phone)
  await pickRegion(form, ...region)
  await form.getByLabel('详细地址').fill(street)
  await form.getByRole('button', { name: SAVE }).click()
  return form
}

describe('app users', () => {
  it('adds a user with an avatar, two addresses with one default, and a balance adjustment with its reason', async () => {
    const nick = `顾客${Date.now() % 100_000}`
    const phone = `139${String(Date.now()).slice(-8)}`
    // (the console's users are "用户列表" too, under 系统管理 › 权限管理)
    await openPage(page, '/user/list', '用户管理', '用户列表')
    const list = view(page)

    // the user, with an avatar picked in the file space
    await list.getByRole('button', { name: /新增$/ }).click()
    const add = dialog(page, '新增 · 用户')
    await add.locator('.image-upload').click()
    const picker = dialog(page, '文件空间')
    await picker
      .locator('input[type=file]')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG })
    await picker.getByRole('listitem', { name: 'face.png', exact: true }).click()
    await picker.getByRole('button', { name: '选择 1/1' }).click()
    await expect.poll(() => add.locator('.image-upload-image').getAttribute('src')).toMatch(/\.png$/)
    await add.getByLabel('昵称').fill(nick)
    await add.getByLabel('手机号').fill(phone)
    await add.getByRole('button', { name: SAVE }).click()
    await add.waitFor({ state: 'hidden' })
    const user = row(list, phone)
    await expect.poll(() => user.locator('img').getAttribute('src')).toMatch(/\.png$/)
    const [{ id: userId }] = (
      await admin.post<{ list: { id: number }[] }>('/admin/user/info/page', { keyWord: phone })
    ).list

    // two addresses, picked in the cascader; a 10-digit phone is refused on its field first
    await user.getByRole('button', { name: '详情' }).click()
    await drawer().getByRole('tab', { name: '收货地址' }).click()
    const first = await addAddress('张三', '1380013800', ['广东省', '深圳市', '南山区'], '科技园 1 号')
    const phoneItem = first.locator('.ant-form-item').filter({ has: page.getByLabel('手机号') })
    await expect
      .poll(() => phoneItem.locator('.ant-form-item-explain-error').innerText())
      .toBe('请输入以 1 开头的 11 位手机号')
    await first.getByLabel('手机号').fill('13800138000')
    await first.getByRole('button', { name: SAVE }).click()
    await first.waitFor({ state: 'hidden' })
    const shenzhen = row(drawer(), '南山区')
    await expect.poll(() => shenzhen.innerText()).toContain('广东省 深圳市 南山区')
    await expect.poll(() => shenzhen.locator('.ant-tag').innerText()).toBe('默认')
    const second = await addAddress('李四', '13900139000', ['浙江省', '杭州市', '西湖区'], '文三路 2 号')
    await second.waitFor({ state: 'hidden' })
    const hangzhou = row(drawer(), '西湖区')
    await screenshot(page, 'app-user-addresses-1440')

    // the second becomes the default: the list shows it, and the server holds exactly one
    await hangzhou.getByRole('button', { name: '设为默认' }).click()
    await expect.poll(() => hangzhou.locator('.ant-tag').count()).toBe(1)
    await expect.poll(() => shenzhen.getByRole('button', { name: '设为默认' }).count()).toBe(1)
    const addresses = await admin.post<{ city: string; isDefault: boolean }[]>('/admin/user/address/list', {
      userId,
    })
    expect(addresses.filter((a) => a.isDefault).map((a) => a.city)).toEqual(['杭州市'])
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'app-user-addresses-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await drawer().locator('.ant-drawer-close').click()

    // the balance, adjusted with a reason, and the change listed with it
    await user.getByRole('button', { name: '调整余额' }).click()
    const adjust = dialog(page, /调整 .* 的余额/)
    await adjust.getByLabel('变动金额').fill('25.50')
    await adjust.getByLabel('原因').fill('开业充值')
    await adjust.getByRole('button', { name: SAVE }).click()
    await expectToast(page, '余额已调整')
    await expect.poll(() => user.innerText()).toContain('25.50')
    await user.getByRole('button', { name: '详情' }).click()
    await drawer().getByRole('tab', { name: '余额明细' }).click()
    const change = row(drawer(), '开业充值')
    await expect.poll(() => change.innerText()).toMatch(/\+25\.50[\s\S]*25\.50/)
    await screenshot(page, 'app-user-balance-1440')
    await drawer().locator('.ant-drawer-close').click()
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'app-user-list-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await screenshot(page, 'app-user-list-1440')
  })
})
