import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { violations } from './harness/axe'
import { screenshot } from './harness/browser'
import { dialog, expectToast, pick, row, toolbarButton, treeNode, view } from './harness/crud'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
)
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
const SAVE = /保\s*存/

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c), { failureShot: 'failed-shop-' })

type Goods = {
  id: number
  name: string
  price: string
  pic: string | null
  pics: string[] | null
  details: string
  status: number
}

async function open(path: string) {
  await page.goto(`${server.url}${path}`)
  await page.locator(`.page-view[data-page="${path}"]:visible .crud`).first().waitFor()
}

/** A menu entry of the context menu on screen. */
const menuEntry = (text: string) =>
  page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: text }).first()

/** Calls the app realm as the shop's front end does, anonymously or with an app user's token. */
async function app<T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await res.json()) as { code: number; message: string; data: T }
  if (envelope.code !== 1000) throw new Error(`${url} answered ${envelope.message}`)
  return envelope.data
}

/** An app user to shop as: added by the administrator, signed in through the app realm. */
async function shopper(nickName: string, phonePrefix: string) {
  const phone = `${phonePrefix}${String(Date.now()).slice(-8)}`
  await admin.post('/admin/user/info/add', { phone, password: 'app-pass-1', nickName })
  const { token } = await app<{ token: string }>('POST', '/app/user/login/password', {
    phone,
    password: 'app-pass-1',
  })
  return { phone, token }
}

/** An order the shopper places to a new address of theirs and pays for. */
async function paidOrder(
  { phone, token }: { phone: string; token: string },
  items: { goodsId: number; quantity: number }[],
) {
  const place = { province: '北京市', city: '北京市', district: '朝阳区', address: '望京街 1 号' }
  const address = await app<{ id: number }>(
    'POST',
    '/app/user/address/add',
    { contact: '张三', phone, ...place },
    token,
  )
  const order = await app<{ id: number; orderNum: string }>(
    'POST',
    '/app/shop/order/create',
    { addressId: address.id, items },
    token,
  )
  await app('POST', '/app/shop/order/pay', { id: order.id }, token)
  return order
}

/** Picks files in the file picker on screen, uploading them first. */
async function pickFiles(...names: string[]) {
  const picker = dialog(page, '文件空间')
  await picker.locator('input[type=file]').setInputFiles(names.map(png))
  for (const name of names) await picker.getByRole('listitem', { name, exact: true }).click()
  await picker.getByRole('button', { name: /^选择 / }).click()
  await picker.waitFor({ state: 'hidden' })
}

describe('the shop', () => {
  it('builds a category tree, adds goods with pictures, a price and details, and filters by a parent category', async () => {
    await open('/shop/goods')
    const tree = view(page).locator('.shop-categories')
    await tree.getByRole('button', { name: /新增分类/ }).click()
    let form = dialog(page, '新增 · 商品分类')
    await form.getByLabel('名称', { exact: true }).fill('数码产品')
    await form.getByRole('button', { name: SAVE }).click()
    await treeNode(tree, '数码产品').getByText('数码产品', { exact: true }).click({ button: 'right' })
    await menuEntry('新增子分类').click()
    form = dialog(page, '新增 · 商品分类')
    await form.getByLabel('名称', { exact: true }).fill('智能手机')
    await form.getByRole('button', { name: SAVE }).click()
    await treeNode(tree, '智能手机').waitFor()

    // goods in the sub-category, with a main picture, two more, a price and rich-text details
    await treeNode(tree, '智能手机').getByText('智能手机', { exact: true }).click()
    await toolbarButton(page, '新增').click()
    form = dialog(page, '新增 · 商品')
    await form.locator('.image-upload').first().click()
    await pickFiles('main.png')
    await form.getByRole('button', { name: /添加（最多 9 张）/ }).click()
    await pickFiles('side-a.png', 'side-b.png')
    await expect.poll(() => form.locator('.image-list-item').count()).toBe(2)
    await form.getByLabel('名称', { exact: true }).fill('小米 15')
    await form.getByLabel('价格').fill('19.90')
    const editor = form.locator('.ql-editor')
    await editor.click()
    await page.keyboard.type('轻薄长续航')
    await screenshot(page, 'shop-goods-form-1440')
    await form.getByRole('button', { name: SAVE }).click()
    await expectToast(page, '新增成功')
    const list = view(page)
    await expect.poll(() => row(list, '小米 15').innerText()).toContain('19.90')
    const [saved] = (await admin.post<{ list: Goods[] }>('/admin/shop/goods/page', { keyWord: '小米 15' }))
      .list
    expect([saved.price, saved.pics?.length, !!saved.pic]).toEqual(['19.90', 2, true])
    expect(saved.details).toContain('轻薄长续航')

    // the parent category shows its sub-category's goods
    await treeNode(tree, '数码产品').getByText('数码产品', { exact: true }).click()
    await expect.poll(() => row(list, '小米 15').count()).toBe(1)
    await expect.poll(() => list.locator('.view-group-title').innerText()).toContain('数码产品')
    await screenshot(page, 'shop-goods-1440')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'shop-goods-375')
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('takes two goods off shelf at once', async () => {
    const a = await admin.post<{ id: number }>('/admin/shop/goods/add', { name: '下架甲', status: 1 })
    const b = await admin.post<{ id: number }>('/admin/shop/goods/add', { name: '下架乙', status: 1 })
    await open('/shop/goods')
    const list = view(page)
    for (const name of ['下架甲', '下架乙']) await row(list, name).locator('.ant-checkbox-input').check()
    await toolbarButton(page, '下架').click()
    await expectToast(page, '更新成功')
    const statuses = await Promise.all(
      [a.id, b.id].map(async (id) => {
        const res = await fetch(`${server.url}/api/admin/shop/goods/info?id=${id}`, {
          headers: { Authorization: admin.token },
        })
        return ((await res.json()) as { data: Goods }).data.status
      }),
    )
    expect(statuses).toEqual([0, 0])
    await expect
      .poll(() => row(list, '下架甲').getByRole('switch').getAttribute('aria-checked'))
      .toBe('false')
  })

  it('shows a comment written through the app API with its user and goods, and hides it from the front end', async () => {
    const goods = await admin.post<{ id: number }>('/admin/shop/goods/add', {
      name: '评论商品',
      status: 1,
      stock: 10,
    })
    const other = await admin.post<{ id: number }>('/admin/shop/goods/add', {
      name: '别的商品',
      status: 1,
      stock: 10,
    })
    const { phone, token } = await shopper('评论人', '135')
    // only goods of a completed order may be commented on
    const order = await paidOrder({ phone, token }, [
      { goodsId: goods.id, quantity: 1 },
      { goodsId: other.id, quantity: 1 },
    ])
    await admin.post('/admin/shop/order/ship', { id: order.id, trackingNumber: 'SF0000000001' })
    await admin.post('/admin/shop/order/complete', { id: order.id })
    await app('POST', '/app/shop/comment/add', { goodsId: goods.id, content: '物美价廉', score: 4 }, token)
    await app('POST', '/app/shop/comment/add', { goodsId: other.id, content: '一般般', score: 2 }, token)
    const shown = async () =>
      (await app<{ list: { content: string }[] }>('GET', `/app/shop/comment/page?goodsId=${goods.id}`)).list

    expect((await shown()).map((c) => c.content)).toEqual(['物美价廉'])
    await open('/shop/comment')
    const comment = row(view(page), '物美价廉')
    await expect.poll(() => comment.innerText()).toMatch(/评论商品[\s\S]*评论人/)
    // filtered by goods, chosen by part of their name
    await view(page).locator('.shop-goods-filter').click()
    await page.keyboard.type('评论商')
    await pick(page, '评论商品')
    await expect.poll(() => row(view(page), '一般般').count()).toBe(0)
    await expect.poll(() => comment.count()).toBe(1)
    await screenshot(page, 'shop-comments-1440')
    await comment.getByRole('button', { name: '隐藏' }).click()
    await expectToast(page, '更新成功')
    await expect.poll(() => comment.innerText()).toContain('已隐藏')
    expect(await shown()).toEqual([])
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'shop-comments-375')
    await page.setViewportSize({ width: 1440, height: 900 })

    // and in the tab of the shopper's details, on the app users screen
    await open('/user/list')
    await row(view(page), phone).getByRole('button', { name: '详情' }).click()
    const drawer = page.locator('.ant-drawer-section:visible')
    await drawer.getByRole('tab', { name: '商品评论' }).click()
    await expect.poll(() => row(drawer, '物美价廉').innerText()).toContain('评论商品')
    await screenshot(page, 'shop-user-comments-1440')
  })

  it('ships a paid order with its tracking number, and shows the sale on the home dashboard', async () => {
    const goods = await admin.post<{ id: number }>('/admin/shop/goods/add', {
      name: '订单耳机',
      status: 1,
      price: '59.90',
      stock: 50,
    })
    const buyer = await shopper('下单人', '136')
    const order = await paidOrder(buyer, [{ goodsId: goods.id, quantity: 2 }])
    const { phone } = buyer

    await open('/shop/order')
    const line = row(view(page), order.orderNum)
    await expect.poll(() => line.innerText()).toMatch(/下单人[\s\S]*订单耳机[\s\S]*119\.80[\s\S]*已付款/)
    await line.getByRole('button', { name: '发货' }).click()
    const ship = dialog(page, `发货 · ${order.orderNum}`)
    await ship.getByLabel('物流单号').fill('SF1234567890')
    await ship.getByRole('button', { name: /发\s*货/ }).click()
    await expectToast(page, '已发货')
    await expect.poll(() => line.innerText()).toContain('已发货')
    await screenshot(page, 'shop-orders-1440')
    await line.getByRole('button', { name: '详情' }).click()
    const drawer = page.locator('.ant-drawer-section:visible')
    await expect
      .poll(() => drawer.locator('.shop-order-move').last().innerText())
      .toMatch(/已付款[\s\S]*已发货[\s\S]*SF1234567890/)
    await expect.poll(() => drawer.innerText()).toContain('望京街 1 号')
    await screenshot(page, 'shop-order-1440')
    expect(await violations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'shop-order-375')
    await page.setViewportSize({ width: 1440, height: 900 })

    // and in the tab of the shopper's details, on the app users screen
    await open('/user/list')
    await row(view(page), phone).getByRole('button', { name: '详情' }).click()
    const details = page.locator('.ant-drawer-section:visible')
    await details.getByRole('tab', { name: '订单' }).click()
    await expect.poll(() => row(details, order.orderNum).innerText()).toContain('已发货')

    // the home page: today's figures, the goods ranked, the sales chart by order count
    await page.goto(`${server.url}/`)
    const home = page.locator('.page-view:visible .dashboard')
    const figure = (card: string) =>
      home.locator(`.dashboard-stat-${card} .dashboard-stat-body .dashboard-figure`)
    // (other tests' orders count too)
    const amount = async (card: string) => Number((await figure(card).innerText()).replace(/,/g, ''))
    await expect.poll(() => amount('sales')).toBeGreaterThanOrEqual(119.8)
    await expect.poll(() => figure('payments').innerText()).not.toBe('0')
    await expect.poll(() => figure('users').innerText()).not.toBe('0')
    const ranking = home.locator('.dashboard-ranking')
    await expect.poll(() => row(ranking, '订单耳机').innerText()).toMatch(/59\.90[\s\S]*1/)
    const weekly = page.waitForResponse((r) => /\/dashboard\/ranking\?period=week/.test(r.url()))
    await ranking.locator('.ant-segmented-item', { hasText: '本周' }).click()
    await weekly
    await expect.poll(() => row(ranking, '订单耳机').count()).toBe(1)
    await home.locator('.dashboard-sales .ant-segmented-item', { hasText: '销售订单' }).click()
    await expect
      .poll(() => home.locator('.dashboard-sales .ant-segmented-item-selected').innerText())
      .toBe('销售订单')
    await page.setViewportSize({ width: 1440, height: 1400 })
    await screenshot(page, 'shop-dashboard-1440')
    expect(await violations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 2000 })
    await screenshot(page, 'shop-dashboard-375')
    await page.setViewportSize({ width: 1440, height: 900 })
  })
})
