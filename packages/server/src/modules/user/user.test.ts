import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  createApp,
  dialects,
  readConfig,
  seedLegacyMenus,
  startServer,
  type TestServer,
} from '../../test/harness.ts'

let phones = 0
const nextPhone = () =>
  `137${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phones++ % 100).padStart(2, '0')}`

const address = (userId: number, over: Record<string, unknown> = {}) => ({
  userId,
  contact: '李雷',
  phone: '13900139000',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '文三路 90 号',
  ...over,
})

describe.each(dialects)('app users in the console on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())

  const addUser = async (over: Record<string, unknown> = {}) => {
    const r = await admin.post<{ id: number }>('/admin/user/info/add', {
      nickName: 'Lin',
      phone: nextPhone(),
      ...over,
    })
    expect(r.message).toBe('success')
    return r.data.id
  }
  const addresses = async (userId: number) =>
    (
      await admin.post<{ id: number; isDefault: boolean; contact: string }[]>('/admin/user/address/list', {
        userId,
      })
    ).data

  it('keeps a password as a hash it never answers, and phones unique and of 11 digits', async () => {
    const phone = nextPhone()
    const id = await addUser({ phone, password: 'secret-1' })
    const info = await admin.get<Record<string, unknown>>('/admin/user/info/info', { id })
    expect(info.data).not.toHaveProperty('password')
    expect(info.data.hasPassword).toBe(true)
    const stored = await server.app.ctx.db
      .selectFrom('user_info')
      .select('password')
      .where('id', '=', id)
      .executeTakeFirst()
    expect(stored?.password).toMatch(/^\$argon2id\$/)
    expect((await admin.post('/admin/user/info/add', { phone })).body).toMatchObject({
      code: 1001,
      field: 'phone',
    })
    expect((await admin.post('/admin/user/info/add', { phone: '1380013800' })).body).toMatchObject({
      code: 1001,
      field: 'phone',
    })
  })

  it('announces an app user an administrator adds as user.created, once the row is written', async () => {
    const id = await addUser()
    const events = await server.app.ctx.db
      .selectFrom('core_event')
      .select('payload')
      .where('name', '=', 'user.created')
      .execute()
    const payloads = events.map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload))
    expect(payloads.filter((p) => p.userId === id)).toEqual([{ userId: id }])
    // a refused add (a phone already taken) rolls its event back with it
    const phone = nextPhone()
    await addUser({ phone })
    const before = events.length + 1
    expect((await admin.post('/admin/user/info/add', { phone })).code).toBe(1001)
    const after = await server.app.ctx.db
      .selectFrom('core_event')
      .select('id')
      .where('name', '=', 'user.created')
      .execute()
    expect(after).toHaveLength(before)
  })

  it('changes a balance only through adjustments, never below zero, each kept with who and why', async () => {
    const id = await addUser()
    const up = await admin.post<{ balance: string }>('/admin/user/info/adjustBalance', {
      id,
      amount: '10.50',
      reason: 'refund',
    })
    expect(up.data.balance).toBe('10.50')
    const over = await admin.post('/admin/user/info/adjustBalance', { id, amount: -20, reason: 'too much' })
    expect(over.code).toBe(1001)
    expect(over.message).toMatch(/10\.50/)
    expect(
      (await admin.post('/admin/user/info/adjustBalance', { id, amount: '-0.5', reason: 'fee' })).data,
    ).toEqual({
      balance: '10.00',
    })
    // the balance is not a column a write may set
    await admin.post('/admin/user/info/update', { id, balance: '999.00' })
    expect((await admin.get<{ balance: string }>('/admin/user/info/info', { id })).data.balance).toBe('10.00')
    const log = await admin.get<{ amount: string; balance: string; reason: string; operatorName: string }[]>(
      '/admin/user/info/balanceLog',
      { userId: id },
    )
    expect(log.data.map((l) => [l.amount, l.balance, l.reason, l.operatorName])).toEqual([
      ['-0.50', '10.00', 'fee', '超级管理员'],
      ['10.50', '10.50', 'refund', '超级管理员'],
    ])
  })

  it('refuses a city that is not in its province, naming the field', async () => {
    const id = await addUser()
    const r = await admin.post('/admin/user/address/add', address(id, { city: '广州市' }))
    expect(r.body).toMatchObject({ code: 1001, field: 'city' })
    expect(
      (await admin.post('/admin/user/address/add', address(id, { phone: '1390013900' }))).body,
    ).toMatchObject({
      code: 1001,
      field: 'phone',
    })
    expect(await addresses(id)).toEqual([])
  })

  it('keeps exactly one default: the first, a new one, the newest other after a delete, and after a restore', async () => {
    const id = await addUser()
    const first = (await admin.post<{ id: number }>('/admin/user/address/add', address(id, { contact: 'a' })))
      .data.id
    const second = (
      await admin.post<{ id: number }>('/admin/user/address/add', address(id, { contact: 'b' }))
    ).data.id
    const defaults = async () => (await addresses(id)).filter((a) => a.isDefault).map((a) => a.id)
    expect(await defaults()).toEqual([first])
    await admin.post('/admin/user/address/update', { id: second, isDefault: true })
    expect(await defaults()).toEqual([second])
    // unsetting the default alone leaves it the default
    await admin.post('/admin/user/address/update', { id: second, isDefault: false })
    expect(await defaults()).toEqual([second])
    await admin.post('/admin/user/address/delete', { ids: [second] })
    expect(await defaults()).toEqual([first])
    const records = await admin.post<{ list: { id: number; url: string }[] }>('/admin/recycle/data/page', {
      size: 20,
    })
    const record = records.data.list.find((r) => r.url === '/admin/user/address/delete')
    expect((await admin.post('/admin/recycle/data/restore', { ids: [record?.id] })).code).toBe(1000)
    expect(await defaults()).toEqual([second])
  })

  it('lets a role granted only the app users and the common upload see and run those screens alone', async () => {
    const menuIdList = await server.menuIds(
      'user.dir',
      'user.list',
      'user.list.page',
      'user.list.add',
      'user.list.address',
      'space.common',
      'space.common.upload',
    )
    await admin.addStaff('shopkeeper', 'shop-pass-1', { menuIdList })
    const keeper = await server.client().signIn('shopkeeper', 'shop-pass-1')
    const perm = await keeper.get<{ menus: { router: string | null; type: number }[]; perms: string[] }>(
      '/admin/base/comm/permmenu',
    )
    expect(perm.data.menus.filter((m) => m.type === 1).map((m) => m.router)).toEqual(['/user/list'])
    expect(perm.data.perms).toEqual(
      expect.arrayContaining(['user:info:page', 'user:address:add', 'space:info:add']),
    )
    expect((await keeper.post('/admin/user/info/page', {})).code).toBe(1000)
    expect((await keeper.post('/admin/user/address/page', {})).code).toBe(1000)
    expect((await keeper.post('/admin/base/sys/user/page', {})).status).toBe(403)
  })
})

describe.each(dialects)('the app users menus of a database seeded by id on %s', (dialect) => {
  it('adopts the first seed\'s app user menus: one "App users" with its buttons', async () => {
    const server = await startServer(dialect)
    try {
      const { db } = server.app.ctx
      await seedLegacyMenus(db)
      await (await createApp(readConfig(server.env), { logger: false })).close()
      const menus = await db.selectFrom('base_sys_menu').select(['id', 'name', 'parentId', 'perms']).execute()
      expect(menus.filter((m) => m.name === '用户管理').map((m) => m.id)).toEqual([60])
      expect(await server.menuIds('user.dir', 'user.list', 'user.list.add')).toEqual([60, 61, 67])
      const buttons = menus.filter((m) => m.parentId === 61).flatMap((m) => m.perms?.split(',') ?? [])
      expect(buttons).toEqual(expect.arrayContaining(['user:info:page', 'user:info:add', 'user:address:add']))
    } finally {
      await server.close()
    }
  })
})
