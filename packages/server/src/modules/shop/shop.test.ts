import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Page<T> = { list: T[]; pagination: { total: number } }
type Goods = { id: number; name: string; price: string; status: number; categoryName: string | null }

let phones = 0
const nextPhone = () =>
  `136${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phones++ % 100).padStart(2, '0')}`

describe.each(dialects)('the shop on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())

  const add = async (path: string, body: Record<string, unknown>) => {
    const r = await admin.post<{ id: number }>(`/admin/shop/${path}/add`, body)
    expect(r.message).toBe('success')
    return r.data.id
  }
  const category = (name: string, parentId: number | null = null) => add('category', { name, parentId })
  const goods = (over: Record<string, unknown> = {}) => add('goods', { name: `g${Date.now()}`, ...over })
  const info = async (id: number) => (await admin.get<Goods>('/admin/shop/goods/info', { id })).data

  /** A signed-in app user: added by the administrator, signed in by phone and password as the front end does. */
  async function shopper() {
    const phone = nextPhone()
    const id = (
      await admin.post<{ id: number }>('/admin/user/info/add', {
        phone,
        password: 'app-pass-1',
        nickName: '小李',
      })
    ).data.id
    const client = server.client()
    const r = await client.post<{ token: string }>('/app/user/login/password', {
      phone,
      password: 'app-pass-1',
    })
    expect(r.message).toBe('success')
    client.token = r.data.token
    return { client, id }
  }

  /** Makes the shopper a buyer of the goods: an order of theirs holding them, paid, shipped and completed. */
  async function bought(client: ApiClient, goodsId: number) {
    await admin.post('/admin/shop/goods/update', { id: goodsId, stock: 10 })
    const address = await client.post<{ id: number }>('/app/user/address/add', {
      contact: '李',
      phone: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '1 号',
    })
    const order = await client.post<{ id: number }>('/app/shop/order/create', {
      addressId: address.data.id,
      items: [{ goodsId, quantity: 1 }],
    })
    expect(order.message).toBe('success')
    const id = order.data.id
    await client.post('/app/shop/order/pay', { id })
    await admin.post('/admin/shop/order/ship', { id, trackingNumber: 'T1' })
    expect((await admin.post('/admin/shop/order/complete', { id })).code).toBe(1000)
  }

  it('keeps prices exact, never below zero', async () => {
    expect((await info(await goods({ price: '19.90' }))).price).toBe('19.90')
    expect((await info(await goods({ price: 0.3 }))).price).toBe('0.30')
    const refused = await admin.post('/admin/shop/goods/add', { name: 'minus', price: -1 })
    expect(refused.code).toBe(1001)
    const page = await admin.post<Page<Goods>>('/admin/shop/goods/page', { keyWord: 'minus' })
    expect(page.data.list).toEqual([])
  })

  it('filters goods by a category and those below it, as the console sends them', async () => {
    const parent = await category('数码')
    const child = await category('手机', parent)
    const other = await category('食品')
    const phone = await goods({ name: 'phone-x', categoryId: child })
    await goods({ name: 'bread-x', categoryId: other })
    const tree = await admin.post<{ id: number; parentId: number | null }[]>('/admin/shop/category/list', {})
    const below = tree.data.filter((c) => c.parentId === parent).map((c) => c.id)
    const page = await admin.post<Page<Goods>>('/admin/shop/goods/page', { categoryIds: [parent, ...below] })
    expect(page.data.list.map((g) => [g.id, g.categoryName])).toEqual([[phone, '手机']])
    expect((await admin.post('/admin/shop/goods/add', { name: 'lost', categoryId: 999_999 })).code).toBe(1001)
  })

  it('orders categories as the console drags them', async () => {
    const parent = await category('排序父')
    const [a, b] = [await category('排序甲', parent), await category('排序乙', parent)]
    const moved = await admin.post('/admin/shop/category/order', [
      { id: b, parentId: parent, orderNum: 0 },
      { id: a, parentId: parent, orderNum: 1 },
    ])
    expect(moved.code).toBe(1000)
    const list = await admin.post<{ id: number; parentId: number | null }[]>('/admin/shop/category/list', {})
    expect(list.data.filter((c) => c.parentId === parent).map((c) => c.id)).toEqual([b, a])
  })

  it('refuses to delete a category whose subtree holds goods, naming how many; takes an empty subtree', async () => {
    const parent = await category('服装')
    const child = await category('外套', parent)
    await goods({ categoryId: child })
    await goods({ categoryId: child })
    const refused = await admin.post('/admin/shop/category/delete', { ids: [parent] })
    expect(refused.code).toBe(1001)
    expect(refused.message).toContain('2')
    expect((await admin.get('/admin/shop/category/info', { id: child })).data).toMatchObject({ id: child })

    const empty = await category('空')
    const emptyChild = await category('更空', empty)
    expect((await admin.post('/admin/shop/category/delete', { ids: [empty] })).code).toBe(1000)
    expect((await admin.get('/admin/shop/category/info', { id: emptyChild })).code).toBe(1001)
  })

  it('brings deleted goods back with their comments, but not into a category deleted since', async () => {
    const kept = await category('恢复')
    const gone = await category('恢复后删除')
    const [a, b] = [await goods({ categoryId: kept, status: 1 }), await goods({ categoryId: gone })]
    const { client } = await shopper()
    await bought(client, a)
    await client.post('/app/shop/comment/add', { goodsId: a, content: '回来吧', score: 3 })
    const restore = async (id: number) => {
      expect((await admin.post('/admin/shop/goods/delete', { ids: [id] })).code).toBe(1000)
      const records = await admin.post<{ list: { id: number; url: string }[] }>(
        '/admin/recycle/data/page',
        {},
      )
      const record = records.data.list.find((r) => r.url === '/admin/shop/goods/delete')
      return { record: record?.id }
    }
    const first = await restore(a)
    expect((await admin.post('/admin/recycle/data/restore', { ids: [first.record] })).code).toBe(1000)
    const comments = await admin.post<Page<{ content: string }>>('/admin/shop/comment/page', { goodsId: a })
    expect(comments.data.list.map((c) => c.content)).toEqual(['回来吧'])

    const second = await restore(b)
    expect((await admin.post('/admin/shop/category/delete', { ids: [gone] })).code).toBe(1000)
    expect((await admin.post('/admin/recycle/data/restore', { ids: [second.record] })).code).toBe(1001)
    expect((await admin.get('/admin/shop/goods/info', { id: b })).code).toBe(1001)
  })

  it('puts goods on and off shelf in bulk, with its permission only', async () => {
    const a = await goods({ status: 1 })
    const b = await goods({ status: 1 })
    expect((await admin.post('/admin/shop/goods/updateStatus', { ids: [a, b], status: 0 })).code).toBe(1000)
    expect([(await info(a)).status, (await info(b)).status]).toEqual([0, 0])

    const menuIdList = await server.menuIds('shop.dir', 'shop.goods', 'shop.goods.page', 'shop.goods.info')
    await admin.addStaff('looker', 'look-pass-1', { menuIdList })
    const looker = await server.client().signIn('looker', 'look-pass-1')
    expect((await looker.post('/admin/shop/goods/page', {})).code).toBe(1000)
    expect((await looker.post('/admin/shop/goods/updateStatus', { ids: [a], status: 1 })).status).toBe(403)
    expect((await info(a)).status).toBe(0)
  })

  it('serves the front end only goods on shelf, anonymously', async () => {
    const on = await goods({ name: 'shelf-on', status: 1, price: '5.00' })
    const off = await goods({ name: 'shelf-off', status: 0 })
    const anyone = server.client()
    const page = await anyone.get<Page<{ id: number; price: string }>>('/app/shop/goods/page', {
      keyWord: 'shelf-',
    })
    expect(page.data.list.map((g) => [g.id, g.price])).toEqual([[on, '5.00']])
    expect((await anyone.get('/app/shop/goods/info', { id: on })).code).toBe(1000)
    expect((await anyone.get('/app/shop/goods/info', { id: off })).code).toBe(1001)
    const categories = await anyone.get<{ id: number }[]>('/app/shop/category/list')
    expect(categories.code).toBe(1000)
  })

  it('takes comments from signed-in shoppers on goods on shelf, scored 1 to 5, and hides them from the front end', async () => {
    const on = await goods({ name: 'commented', status: 1 })
    const off = await goods({ status: 0 })
    const { client, id: userId } = await shopper()
    await bought(client, on)
    const write = (body: Record<string, unknown>) =>
      client.post<{ id: number }>('/app/shop/comment/add', body)
    expect((await write({ goodsId: on, content: 'zero', score: 0 })).code).toBe(1001)
    expect((await write({ goodsId: on, content: 'six', score: 6 })).code).toBe(1001)
    expect((await write({ goodsId: off, content: 'off', score: 3 })).code).toBe(1001)
    expect(
      (await server.client().post('/app/shop/comment/add', { goodsId: on, content: 'x', score: 3 })).status,
    ).toBe(401)
    const written = await write({ goodsId: on, content: '很好用', score: 5, userId: 1 })
    expect(written.code).toBe(1000)

    const seen = await admin.post<Page<{ id: number; userId: number; userName: string; goodsName: string }>>(
      '/admin/shop/comment/page',
      { goodsId: on },
    )
    expect(seen.data.list.map((c) => [c.userId, c.userName, c.goodsName])).toEqual([
      [userId, '小李', 'commented'],
    ])
    const shown = () =>
      server.client().get<Page<{ content: string }>>('/app/shop/comment/page', { goodsId: on })
    expect((await shown()).data.list.map((c) => c.content)).toEqual(['很好用'])
    expect((await admin.post('/admin/shop/comment/hide', { ids: [written.data.id] })).code).toBe(1000)
    expect((await shown()).data.list).toEqual([])
  })

  it('lets a role granted only the shop and the common upload see and run the shop alone', async () => {
    const menuIdList = await server.menuIds(
      'shop.dir',
      'shop.goods',
      'shop.goods.page',
      'shop.goods.add',
      'shop.goods.category',
      'shop.comment',
      'shop.comment.page',
      'space.common',
      'space.common.upload',
    )
    await admin.addStaff('shopper-admin', 'shop-pass-1', { menuIdList })
    const keeper = await server.client().signIn('shopper-admin', 'shop-pass-1')
    const perm = await keeper.get<{ menus: { router: string | null; type: number }[] }>(
      '/admin/base/comm/permmenu',
    )
    expect(perm.data.menus.filter((m) => m.type === 1).map((m) => m.router)).toEqual([
      '/shop/goods',
      '/shop/comment',
    ])
    expect((await keeper.post('/admin/shop/goods/add', { name: 'kept' })).code).toBe(1000)
    expect((await keeper.post('/admin/shop/category/list', {})).code).toBe(1000)
    expect((await keeper.post('/admin/shop/comment/page', {})).code).toBe(1000)
    expect((await keeper.post('/admin/user/info/page', {})).status).toBe(403)
    expect((await keeper.post('/admin/base/sys/user/page', {})).status).toBe(403)
  })
})
