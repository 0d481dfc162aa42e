import type {
  DashboardCards,
  DashboardCategoryRow,
  DashboardRankingRow,
  DashboardSales,
  OrderDetail,
} from '@backroom/contract'
import { ORDER_TRANSITIONS } from '@backroom/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'
import { paymentProvider } from './payment.ts'

// the shop's figures are kept in the server's time zone: a zone far from UTC shows where they are not
const zone = process.env.TZ
process.env.TZ = 'Asia/Shanghai'
afterAll(() => {
  process.env.TZ = zone
})

type Page<T> = { list: T[]; pagination: { total: number } }
type Order = { id: number; orderNum: string; status: number; total: string; userName: string | null }

let phones = 0
const nextPhone = () =>
  `137${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phones++ % 100).padStart(2, '0')}`

describe.each(dialects)('orders on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  async function goods(over: Record<string, unknown> = {}) {
    const r = await admin.post<{ id: number }>('/admin/shop/goods/add', {
      name: `g${phones++}`,
      price: '10.00',
      stock: 5,
      status: 1,
      ...over,
    })
    expect(r.message).toBe('success')
    return r.data.id
  }
  const stock = async (id: number) =>
    (await admin.get<{ stock: number }>('/admin/shop/goods/info', { id })).data.stock

  /** A signed-in app user with a delivery address. */
  async function shopper(nickName = '小王') {
    const phone = nextPhone()
    const id = (
      await admin.post<{ id: number }>('/admin/user/info/add', { phone, password: 'app-pass-1', nickName })
    ).data.id
    const client = server.client()
    const login = await client.post<{ token: string }>('/app/user/login/password', {
      phone,
      password: 'app-pass-1',
    })
    client.token = login.data.token
    const address = await client.post<{ id: number }>('/app/user/address/add', {
      contact: '王小明',
      phone: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '科技园 1 号',
    })
    expect(address.message).toBe('success')
    return { client, id, addressId: address.data.id }
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>

  async function order(who: Shopper, items: { goodsId: number; quantity: number }[]) {
    const r = await who.client.post<{ id: number; orderNum: string; total: string }>(
      '/app/shop/order/create',
      {
        addressId: who.addressId,
        items,
      },
    )
    expect(r.message).toBe('success')
    return r.data
  }
  const detail = async (id: number) => (await admin.get<OrderDetail>('/admin/shop/order/info', { id })).data
  const move = (action: string, id: number, body: Record<string, unknown> = {}) =>
    admin.post(`/admin/shop/order/${action}`, { id, ...body })

  it('moves an order along its legal transitions only, each in its history', async () => {
    const g = await goods({ price: '12.50' })
    const who = await shopper()
    const placed = await order(who, [{ goodsId: g, quantity: 2 }])
    expect(placed.total).toBe('25.00')
    expect(placed.orderNum).toMatch(/^\d{14}$/)
    expect(await stock(g)).toBe(3)
    // unpaid: neither shipped, completed nor refunded
    for (const action of ['complete', 'refund']) expect((await move(action, placed.id)).code).toBe(1001)
    const early = await move('ship', placed.id, { trackingNumber: 'SF1' })
    expect([early.code, early.message]).toEqual([1001, '订单状态为「待付款」，不能发货'])
    expect((await detail(placed.id)).status).toBe(0)
    expect((await who.client.post('/app/shop/order/pay', { id: placed.id })).code).toBe(1000)
    for (const action of ['pay', 'cancel', 'complete'])
      expect((await move(action, placed.id)).code).toBe(1001)
    expect((await move('ship', placed.id)).code).toBe(1001) // no tracking number
    expect((await move('ship', placed.id, { trackingNumber: 'SF100' })).code).toBe(1000)
    for (const action of ['pay', 'cancel']) expect((await move(action, placed.id)).code).toBe(1001)
    expect((await move('complete', placed.id)).code).toBe(1000)
    for (const action of ['pay', 'cancel', 'refund', 'complete'])
      expect((await move(action, placed.id)).code).toBe(1001)
    const done = await detail(placed.id)
    expect(done).toMatchObject({ status: 3, trackingNumber: 'SF100', payment: 'test', userName: '小王' })
    expect(done.payTime && done.shipTime && done.completeTime).toBeTruthy()
    expect(done.address).toMatchObject({ contact: '王小明', city: '深圳市' })
    expect(done.lines.map((l) => [l.goodsId, l.price, l.quantity])).toEqual([[g, '12.50', 2]])
    expect(
      done.history.map((h) => [h.fromStatus, h.toStatus, h.operatorType, h.operatorName, h.remark]),
    ).toEqual([
      [null, 0, 2, '小王', null],
      [0, 1, 2, '小王', null],
      [1, 2, 1, 'admin', 'SF100'],
      [2, 3, 1, 'admin', null],
    ])
    // payment announced as an event
    const events = await server.app.ctx.db.selectFrom('core_event').select(['name', 'payload']).execute()
    const payload = (p: unknown) => (typeof p === 'string' ? JSON.parse(p) : p) as { orderId: number }
    expect(events.map((e) => [e.name, payload(e.payload).orderId])).toContainEqual(['order.paid', placed.id])
  })

  it('allows exactly the moves of the transition table from each state, and a refused one changes nothing', async () => {
    const g = await goods({ stock: 100 })
    const who = await shopper()
    // the moves that bring a new order to each state
    const path: Record<number, [string, Record<string, unknown>?][]> = {
      0: [],
      1: [['pay']],
      2: [['pay'], ['ship', { trackingNumber: 'P' }]],
      3: [['pay'], ['ship', { trackingNumber: 'P' }], ['complete']],
      4: [['cancel']],
      5: [['pay'], ['refund']],
    }
    for (const [state, steps] of Object.entries(path))
      for (const [action, { from, to }] of Object.entries(ORDER_TRANSITIONS)) {
        const { id } = await order(who, [{ goodsId: g, quantity: 1 }])
        for (const [step, body] of steps) expect((await move(step, id, body)).code).toBe(1000)
        const legal = (from as readonly number[]).includes(Number(state))
        const answer = await move(action, id, action === 'ship' ? { trackingNumber: 'X' } : {})
        expect([state, action, answer.code]).toEqual([state, action, legal ? 1000 : 1001])
        const after = await detail(id)
        expect(after.status).toBe(legal ? to : Number(state))
        expect(after.history).toHaveLength(1 + steps.length + (legal ? 1 : 0))
      }
  })

  it('gives the stock back on a cancel and a refund before shipping, not on a refund after it', async () => {
    const g = await goods({ stock: 10 })
    const who = await shopper()
    const cancelled = await order(who, [{ goodsId: g, quantity: 3 }])
    expect((await who.client.post('/app/shop/order/cancel', { id: cancelled.id })).code).toBe(1000)
    expect(await stock(g)).toBe(10)
    expect((await who.client.post('/app/shop/order/pay', { id: cancelled.id })).code).toBe(1001)
    const paid = await order(who, [{ goodsId: g, quantity: 4 }])
    await who.client.post('/app/shop/order/pay', { id: paid.id })
    expect((await who.client.post('/app/shop/order/cancel', { id: paid.id })).code).toBe(1001)
    expect((await move('refund', paid.id)).code).toBe(1000)
    expect(await stock(g)).toBe(10)
    const shipped = await order(who, [{ goodsId: g, quantity: 5 }])
    await who.client.post('/app/shop/order/pay', { id: shipped.id })
    await move('ship', shipped.id, { trackingNumber: 'YT1' })
    expect((await move('refund', shipped.id)).code).toBe(1000)
    expect(await stock(g)).toBe(5)
    expect((await detail(shipped.id)).status).toBe(5)
  })

  it('sells no more than the stock to fifty buyers at once', async () => {
    const g = await goods({ stock: 10 })
    const buyers = await Promise.all(Array.from({ length: 5 }, () => shopper()))
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        buyers[i % 5].client.post('/app/shop/order/create', {
          addressId: buyers[i % 5].addressId,
          items: [{ goodsId: g, quantity: 1 }],
        }),
      ),
    )
    expect(answers.filter((r) => r.code === 1000)).toHaveLength(10)
    expect(answers.filter((r) => r.code === 1001).map((r) => r.message)).toEqual(
      Array.from({ length: 40 }, () => expect.stringContaining('库存不足')),
    )
    expect(await stock(g)).toBe(0)
    const orders = await server.app.ctx.db
      .selectFrom('shop_order_line')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('goodsId', '=', g)
      .executeTakeFirstOrThrow()
    expect(Number(orders.n)).toBe(10)
  })

  it("shows and moves an app user's own orders only, and refuses goods off shelf and others' addresses", async () => {
    const g = await goods()
    const [a, b] = [await shopper(), await shopper()]
    const mine = await order(a, [{ goodsId: g, quantity: 1 }])
    const page = await b.client.post<Page<Order>>('/app/shop/order/page', {})
    expect(page.data.list).toEqual([])
    expect((await a.client.post<Page<Order>>('/app/shop/order/page', {})).data.list.map((o) => o.id)).toEqual(
      [mine.id],
    )
    expect((await b.client.get('/app/shop/order/info', { id: mine.id })).code).toBe(1001)
    expect((await b.client.post('/app/shop/order/pay', { id: mine.id })).code).toBe(1001)
    expect((await b.client.post('/app/shop/order/cancel', { id: mine.id })).code).toBe(1001)
    expect(
      (await a.client.get<OrderDetail>('/app/shop/order/info', { id: mine.id })).data.lines,
    ).toHaveLength(1)
    const stolen = await b.client.post('/app/shop/order/create', {
      addressId: a.addressId,
      items: [{ goodsId: g, quantity: 1 }],
    })
    expect([stolen.code, stolen.message]).toEqual([1001, '收货地址不存在'])
    const off = await goods({ status: 0 })
    const offShelf = await a.client.post('/app/shop/order/create', {
      addressId: a.addressId,
      items: [{ goodsId: off, quantity: 1 }],
    })
    expect(offShelf.code).toBe(1001)
    expect((await server.client().post('/app/shop/order/create', { addressId: 1, items: [] })).status).toBe(
      401,
    )
    expect(
      (await admin.post<Page<Order>>('/admin/shop/order/page', { keyWord: mine.orderNum })).data.list,
    ).toHaveLength(1)
  })

  it('cancels unpaid orders past the timeout, giving their stock back', async () => {
    const g = await goods({ stock: 4 })
    const who = await shopper()
    const [old, recent] = [
      await order(who, [{ goodsId: g, quantity: 2 }]),
      await order(who, [{ goodsId: g, quantity: 1 }]),
    ]
    await server.app.ctx.db
      .updateTable('shop_order')
      .set({ createTime: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id', '=', old.id)
      .execute()
    const job = await server.app.ctx.db
      .selectFrom('core_job')
      .select('id')
      .where('name', '=', 'shop:order-timeout')
      .executeTakeFirstOrThrow()
    await server.app.ctx.scheduler.runNow(job.id)
    const running = () =>
      server.app.ctx.db
        .selectFrom('core_job_run')
        .select('id')
        .where('jobId', '=', job.id)
        .where('status', '=', 'running')
        .executeTakeFirst()
    while (await running()) await new Promise((r) => setTimeout(r, 50))
    expect([(await detail(old.id)).status, (await detail(recent.id)).status]).toEqual([4, 0])
    expect(await stock(g)).toBe(3)
    expect((await detail(old.id)).history.at(-1)).toMatchObject({
      fromStatus: 0,
      toStatus: 4,
      operatorType: 0,
    })
  })

  it('takes a comment only on goods of a completed order of the author, once per order line', async () => {
    const g = await goods()
    const who = await shopper()
    const comment = () => who.client.post('/app/shop/comment/add', { goodsId: g, content: '好', score: 5 })
    expect((await comment()).code).toBe(1001)
    const placed = await order(who, [{ goodsId: g, quantity: 1 }])
    await who.client.post('/app/shop/order/pay', { id: placed.id })
    await move('ship', placed.id, { trackingNumber: 'T' })
    expect((await comment()).code).toBe(1001)
    await move('complete', placed.id)
    expect((await comment()).code).toBe(1000)
    expect((await comment()).code).toBe(1001)
  })

  it('counts storefront views per hour and goods, and visitors per day, from the front end reads', async () => {
    const g = await goods()
    const cards = async () => (await admin.get<DashboardCards>('/admin/shop/dashboard/cards', {})).data
    const before = await cards()
    const who = await shopper()
    const anonymous = server.client()
    await anonymous.get('/app/shop/goods/page', {})
    await anonymous.get('/app/shop/goods/info', { id: g })
    await who.client.get('/app/shop/goods/info', { id: g })
    await who.client.get('/app/shop/goods/page', {})
    const after = await cards()
    expect(after.views.today - before.views.today).toBe(4)
    expect(after.views.hours.reduce((x, y) => x + y)).toBe(after.views.today)
    // the signed-in shopper is a new visitor today (the anonymous address may have been counted before)
    expect(after.views.visitors - before.views.visitors).toBeGreaterThanOrEqual(1)
    const views = await server.app.ctx.db
      .selectFrom('shop_stat_goods')
      .select((eb) => eb.fn.sum<number>('views').as('n'))
      .where('goodsId', '=', g)
      .executeTakeFirstOrThrow()
    expect(Number(views.n)).toBe(2)
  })

  it('pays through the payment hook, the test provider outside production, and none in production', () => {
    const ctx = (production: boolean, vars: Record<string, string> = {}, hook?: unknown) =>
      ({ config: { production, vars }, registry: { hook: () => hook } }) as unknown as Parameters<
        typeof paymentProvider
      >[0]
    expect(paymentProvider(ctx(false))?.name).toBe('test')
    expect(paymentProvider(ctx(true))).toBeUndefined()
    expect(paymentProvider(ctx(true, { PAYMENT_TEST: 'on' }))?.name).toBe('test')
    expect(paymentProvider(ctx(true, {}, { name: 'plugin', pay: async () => ({ paid: true }) }))?.name).toBe(
      'plugin',
    )
  })

  describe('the dashboard, over orders paid across a year, a month and a day boundary (Asia/Shanghai)', () => {
    const at = (local: string) => vi.setSystemTime(new Date(`${local}+08:00`))
    let a: Shopper
    let b: Shopper
    let phone: number
    let laptop: number

    /** Places and pays an order at a local time (the clock moved there), as the front end does. */
    async function paidAt(local: string, who: Shopper, items: { goodsId: number; quantity: number }[]) {
      vi.useFakeTimers({ toFake: ['Date'] })
      at(local)
      const placed = await order(who, items)
      expect((await who.client.post('/app/shop/order/pay', { id: placed.id })).code).toBe(1000)
      vi.useRealTimers()
      return placed.id
    }

    beforeAll(async () => {
      const category = await admin.post<{ id: number }>('/admin/shop/category/add', {
        name: `数码${phones++}`,
      })
      phone = await goods({ price: '1999.00', stock: 100, categoryId: category.data.id })
      laptop = await goods({ price: '0.10', stock: 100 })
      ;[a, b] = [await shopper(), await shopper()]
      await paidAt('2025-12-31T23:30:00', a, [{ goodsId: phone, quantity: 1 }])
      await paidAt('2026-01-01T00:10:00', a, [{ goodsId: laptop, quantity: 3 }])
      await paidAt('2026-01-31T23:59:00', b, [
        { goodsId: phone, quantity: 2 },
        { goodsId: laptop, quantity: 1 },
      ])
      await paidAt('2026-02-01T09:05:00', b, [{ goodsId: laptop, quantity: 5 }])
      const refunded = await paidAt('2026-02-01T10:20:00', a, [{ goodsId: phone, quantity: 1 }])
      expect((await move('refund', refunded)).code).toBe(1000)
      await paidAt('2026-02-02T08:40:00', a, [{ goodsId: laptop, quantity: 2 }])
      await paidAt('2026-02-02T11:00:00', b, [{ goodsId: phone, quantity: 1 }])
    })
    const get = async <T>(action: string, query: Record<string, unknown>) => {
      const r = await admin.get<T>(`/admin/shop/dashboard/${action}`, query)
      expect(r.message).toBe('success')
      return r.data
    }

    it('sums sales per month of each year in the shop time zone', async () => {
      const y2025 = await get<DashboardSales>('sales', { year: 2025 })
      expect(y2025.months[11]).toEqual({ month: 12, amount: '1999.00', count: 1 })
      const y2026 = await get<DashboardSales>('sales', { year: 2026 })
      // January: 0.30 + (3998.00 + 0.10); February: 0.50 + 0.20 + 1999.00 (the refunded order is out)
      expect(y2026.months.slice(0, 3)).toEqual([
        { month: 1, amount: '3998.40', count: 2 },
        { month: 2, amount: '1999.70', count: 3 },
        { month: 3, amount: '0.00', count: 0 },
      ])
    })

    it('compares today until the hour with yesterday until the same hour, and the week with the one before', async () => {
      const cards = await get<DashboardCards>('cards', { at: '2026-02-02 09:30:00' })
      // today until 09:59: 0.20; yesterday until 09:59: 0.50 (the 10:20 order was refunded anyway)
      expect(cards.sales.dayChange).toBe(-60)
      expect(cards.payments.today).toBe(1)
      // the last seven days (Jan 27 – Feb 2 until 09:59): 3998.10 + 0.50 + 0.20; the seven before: none
      expect(cards.sales.weekChange).toBeNull()
      expect(cards.sales.total).toBe('5998.10')
      const later = await get<DashboardCards>('cards', { at: '2026-02-02 23:00:00' })
      expect(later.payments.today).toBe(2)
      expect(later.sales.dayChange).toBe(Math.round(((1999.2 - 0.5) / 0.5) * 100))
      // the total equals the sum of the orders the orders page lists as paid, shipped or completed by then
      let cents = 0
      for (const status of [1, 2, 3]) {
        const page = await admin.post<Page<Order & { payTime: string }>>('/admin/shop/order/page', {
          status,
          payTime: ['2000-01-01 00:00:00', '2026-02-02 23:59:59'],
          size: 100,
        })
        for (const o of page.data.list) cents += Math.round(Number(o.total) * 100)
      }
      expect(later.sales.total).toBe('7997.10')
      expect(cents).toBe(799_710)
    })

    it('ranks the goods ordered in a period and shares sales by category', async () => {
      const day = await get<DashboardRankingRow[]>('ranking', { period: 'day', at: '2026-02-02 12:00:00' })
      const ours = (rows: DashboardRankingRow[]) =>
        rows.filter((r) => r.goodsId === phone || r.goodsId === laptop)
      expect(ours(day).map((r) => [r.goodsId, r.orders, r.amount, r.dailyChange])).toEqual([
        [phone, 1, '1999.00', 1],
        [laptop, 1, '0.20', 0],
      ])
      const year = await get<DashboardRankingRow[]>('ranking', { period: 'year', at: '2026-02-02 12:00:00' })
      expect(ours(year).map((r) => [r.goodsId, r.orders, r.amount])).toEqual([
        [laptop, 4, '1.10'],
        [phone, 2, '5997.00'],
      ])
      const month = await get<DashboardRankingRow[]>('ranking', {
        period: 'month',
        at: '2026-02-02 12:00:00',
      })
      expect(ours(month).map((r) => [r.goodsId, r.orders])).toEqual([
        [laptop, 2],
        [phone, 1],
      ])
      const shares = await get<DashboardCategoryRow[]>('category', {
        period: 'year',
        at: '2026-02-02 12:00:00',
      })
      expect(shares.find((s) => s.name?.startsWith('数码'))?.amount).toBe('5997.00')
    })
  })
})
