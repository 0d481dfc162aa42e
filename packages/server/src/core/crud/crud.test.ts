import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Page<T> = { list: T[]; pagination: { page: number; size: number; total: number } }
type User = {
  id: number
  username: string
  name: string
  status: number
  departmentName?: string
  createTime: string
}

describe.each(dialects)('CRUD engine on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  const names = [
    '张三丰',
    '张无忌',
    '李四',
    '王五六',
    'Alice Smith',
    'alice_2',
    '100%sure',
    'under_score',
    'ZHANG Wei',
  ]
  const ids: number[] = []

  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    for (const [i, name] of names.entries()) {
      const r = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
        username: `u${i}`,
        name,
        departmentId: i % 2 ? 12 : 11,
        status: i % 3 === 0 ? 0 : 1,
        unknownField: 'ignored',
      })
      expect(r.code, r.message).toBe(1000)
      ids.push(r.data.id)
    }
  })
  afterAll(() => server.close())

  const page = (body: Record<string, unknown>) => admin.post<Page<User>>('/admin/base/sys/user/page', body)
  const names_ = (r: { data: Page<User> }) => r.data.list.map((u) => u.name).sort()

  it('adds one object or an array, and ignores unknown fields', async () => {
    const one = await admin.post<{ id: number }>('/admin/dict/info/add', {
      typeId: 19,
      name: 'one',
      bogus: 1,
    })
    expect(typeof one.data.id).toBe('number')
    const many = await admin.post<{ id: number[] }>('/admin/dict/info/add', [
      { typeId: 19, name: 'two' },
      { typeId: 19, name: 'three' },
    ])
    expect(many.data.id).toHaveLength(2)
    const info = await admin.get<Record<string, unknown>>('/admin/dict/info/info', { id: one.data.id })
    expect(info.data).toMatchObject({ id: one.data.id, name: 'one', typeId: 19 })
    expect(info.data).not.toHaveProperty('bogus')
  })

  it('stores each add as sent, whatever columns it carries', async () => {
    const bodies = [
      { typeId: 19, name: 'cols-a', value: 'va' },
      { typeId: 19, name: 'cols-b', orderNum: 3, remark: 'rb' },
      // the columns of the first again (its statement is reused), then a JSON value (built)
      { typeId: 19, name: 'cols-c', value: 'vc' },
      { typeId: 19, name: 'cols-d', labels: { en: 'D' }, remark: 'rd' },
    ]
    for (const body of bodies) {
      const added = await admin.post<{ id: number }>('/admin/dict/info/add', body)
      expect(added.code, added.message).toBe(1000)
      const info = await admin.get<Record<string, unknown>>('/admin/dict/info/info', { id: added.data.id })
      expect(info.data).toMatchObject(body)
    }
  })

  it('reads every value back as stored, through page, list and info', async () => {
    // text that looks like a number or like JSON stays text; a JSON column comes back as its value
    const stored = {
      typeId: 19,
      name: 'quote " back \\ line\nend 😀 字典',
      value: '007',
      remark: '[1,"a",null]',
      labels: { en: 'Read "back"', 'zh-tw': '讀回' },
      orderNum: 1_000_000,
    }
    const added = await admin.post<{ id: number }>('/admin/dict/info/add', stored)
    expect(added.code, added.message).toBe(1000)
    const id = added.data.id
    const { data: info } = await admin.get<Record<string, unknown>>('/admin/dict/info/info', { id })
    const { data: listed } = await admin.post<Record<string, unknown>[]>('/admin/dict/info/list', {
      typeId: 19,
    })
    const { data: paged } = await admin.post<Page<Record<string, unknown>>>('/admin/dict/info/page', {
      typeId: 19,
      keyWord: '字典',
      page: 1,
      size: 1,
    })
    for (const row of [info, listed.find((r) => r.id === id), paged.list[0]]) {
      expect(row).toMatchObject({ id, ...stored, parentId: null })
      expect(row?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    }
  })

  it('updates partially and reports a missing record', async () => {
    const { data } = await admin.post<{ id: number }>('/admin/dict/info/add', {
      typeId: 19,
      name: 'before',
      value: 'v1',
      orderNum: 7,
    })
    expect((await admin.post('/admin/dict/info/update', { id: data.id, name: 'after' })).code).toBe(1000)
    const info = await admin.get<Record<string, unknown>>('/admin/dict/info/info', { id: data.id })
    expect(info.data).toMatchObject({ name: 'after', value: 'v1', orderNum: 7 })
    expect((await admin.post('/admin/dict/info/update', { id: 999_999, name: 'x' })).code).toBe(1001)
    expect((await admin.post('/admin/dict/info/update', { name: 'no id' })).code).toBe(1001)
  })

  it('answers info for an unknown id with 1001 "not found" and no data', async () => {
    const r = await admin.get('/admin/dict/info/info', { id: 999_999 })
    expect([r.code, r.message]).toEqual([1001, '数据不存在或无权操作'])
    expect(r.body).not.toHaveProperty('data')
  })

  it('pages with pagination echoing the request and the unpaged total', async () => {
    const r = await page({ page: 2, size: 3, order: 'id', sort: 'asc' })
    expect(r.data.pagination).toEqual({ page: 2, size: 3, total: names.length + 1 })
    expect(r.data.list.map((u) => u.id)).toEqual([ids[2], ids[3], ids[4]])
    expect(r.data.list[0]).not.toHaveProperty('password')
  })

  it('clamps the page size to 1–1000', async () => {
    expect((await page({ size: 5000 })).data.pagination.size).toBe(1000)
    expect((await page({ size: 0 })).data.pagination.size).toBe(1)
  })

  it('filters by equality, with arrays as IN, 0 allowed, empty ignored', async () => {
    expect((await page({ status: 0 })).data.pagination.total).toBe(3)
    expect((await page({ status: '' })).data.pagination.total).toBe(names.length + 1)
    expect((await page({ departmentIds: [11] })).data.pagination.total).toBe(5)
    expect((await page({ departmentIds: [11, 12] })).data.pagination.total).toBe(names.length)
  })

  it('joins the department name', async () => {
    const r = await page({ departmentIds: [12], size: 1 })
    expect(r.data.list[0].departmentName).toBe('测试')
  })

  it.each([
    ['张', ['张三丰', '张无忌']],
    ['三丰', ['张三丰']],
    ['张三丰', ['张三丰']],
    ['无忌', ['张无忌']],
    ['alice', ['Alice Smith', 'alice_2']],
    ['ALICE', ['Alice Smith', 'alice_2']],
    ['zhang', ['ZHANG Wei']],
    ['%', ['100%sure']],
    ['_', ['alice_2', 'under_score']],
    ['r_s', ['under_score']],
    ['0%s', ['100%sure']],
    ['nobody-here', []],
  ])('finds keyword %s case-insensitively with %% and _ taken literally', async (keyWord, expected) => {
    expect(names_(await page({ keyWord, size: 50 }))).toEqual([...expected].sort())
  })

  it('keeps the keyword index in step with updates and deletes', async () => {
    const { data } = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'fts1',
      name: '赵钱孙',
    })
    for (const keyWord of ['赵钱孙', '钱孙']) expect(names_(await page({ keyWord }))).toEqual(['赵钱孙'])
    await admin.post('/admin/base/sys/user/update', { id: data.id, name: '周吴郑' })
    for (const keyWord of ['赵钱孙', '钱孙']) expect(names_(await page({ keyWord }))).toEqual([])
    for (const keyWord of ['周吴郑', '吴郑']) expect(names_(await page({ keyWord }))).toEqual(['周吴郑'])
    await admin.post('/admin/base/sys/user/delete', { ids: [data.id] })
    for (const keyWord of ['周吴郑', '吴郑']) expect(names_(await page({ keyWord }))).toEqual([])
  })

  it('finds a keyword that matches more rows than a bound list holds', async () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ username: `bulk${i}`, name: `批量用户${i}` }))
    expect((await admin.post('/admin/base/sys/user/add', many)).code).toBe(1000)
    for (const keyWord of ['批量', '批量用户']) {
      const r = await page({ keyWord, size: 5, order: 'username', sort: 'asc' })
      expect(r.data.pagination.total).toBe(600)
      expect(r.data.list.map((u) => u.username)).toEqual(['bulk0', 'bulk1', 'bulk10', 'bulk100', 'bulk101'])
    }
    // a deep page (its ids fetched first) holds the same rows as that slice of the whole list
    const all = (await page({ isExport: true, order: 'username', sort: 'desc' })).data.list.map((u) => u.id)
    const deep = await page({ page: 27, size: 20, order: 'username', sort: 'desc' })
    expect(deep.data.list.map((u) => u.id)).toEqual(all.slice(520, 540))
    await admin.post('/admin/base/sys/user/delete', {
      ids: (await page({ keyWord: '批量', size: 1000 })).data.list.map((u) => u.id),
    })
  })

  it('sorts by known columns, joined ones included, in both directions', async () => {
    const asc = await page({ order: 'username', sort: 'asc', size: 100 })
    const usernames = asc.data.list.map((u) => u.username)
    expect(usernames).toEqual([...usernames].sort())
    const desc = await page({ order: 'username', sort: 'DESC', size: 100 })
    expect(desc.data.list.map((u) => u.username)).toEqual([...usernames].reverse())
    expect((await page({ order: 'departmentName', sort: 'asc' })).code).toBe(1000)
  })

  it.each([
    [{ order: 'password' }, '不支持按 password 排序'],
    [{ order: 'id; drop table base_sys_user' }, undefined],
    [{ order: 'name', sort: 'sideways' }, '排序方向只能是 asc 或 desc'],
    [{ order: 'name,id', sort: 'asc' }, '排序参数不正确'],
  ])('refuses the sort %o with a clear 1001', async (body, message) => {
    const r = await page(body)
    expect(r.status).toBe(200)
    expect(r.code).toBe(1001)
    if (message) expect(r.message).toBe(message)
    expect((await page({})).data.pagination.total).toBe(names.length + 1)
  })

  it('refuses malformed and mistyped bodies with a translated 1001 and changes nothing', async () => {
    const before = (await page({})).data.pagination.total
    const bad = await admin.request('POST', '/admin/base/sys/user/add', {
      raw: '{"username": ',
      headers: { 'content-type': 'application/json' },
    })
    expect([bad.status, bad.code, bad.message]).toEqual([200, 1001, '请求体不是合法的 JSON'])
    admin.language = 'en'
    const typed = await admin.post('/admin/base/sys/user/add', { username: 42 })
    expect(typed.code).toBe(1001)
    expect(typed.message).toMatch(/^Invalid input: username/)
    const long = await admin.post('/admin/base/sys/user/add', { username: 'x'.repeat(101) })
    expect(long.message).toMatch(/at most 100/)
    admin.language = 'zh-cn'
    const missing = await admin.post('/admin/base/sys/user/add', {})
    expect(missing.message).toMatch(/username 不能为空/)
    expect((await page({ page: 'two' })).code).toBe(1001)
    expect((await page({})).data.pagination.total).toBe(before)
  })

  it('refuses a duplicate unique value in the caller language', async () => {
    const r = await admin.post('/admin/base/sys/user/add', { username: 'u0' })
    expect(r.message).toBe('用户名 已存在')
    admin.language = 'en'
    expect((await admin.post('/admin/base/sys/user/add', { username: 'u0' })).message).toBe(
      'username already exists',
    )
    admin.language = 'zh-cn'
  })

  it('lists with filters and no paging', async () => {
    const r = await admin.post<User[]>('/admin/base/sys/user/list', { status: 0 })
    expect(r.data).toHaveLength(3)
  })

  it('exports every matching row with isExport, bounded by maxExportLimit', async () => {
    const all = await page({ isExport: true, size: 2 })
    expect(all.data.list).toHaveLength(names.length + 1)
    const some = await page({ isExport: true, maxExportLimit: 4 })
    expect(some.data.list).toHaveLength(4)
  })

  it('refuses a parent that would make a cycle', async () => {
    const a = await admin.post<{ id: number }>('/admin/base/sys/department/add', { name: 'A', parentId: 1 })
    const b = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: 'B',
      parentId: a.data.id,
    })
    const c = await admin.post<{ id: number }>('/admin/base/sys/department/add', {
      name: 'C',
      parentId: b.data.id,
    })
    const cycle = await admin.post('/admin/base/sys/department/update', {
      id: a.data.id,
      parentId: c.data.id,
    })
    expect(cycle.message).toBe('上级不能是自己或自己的下级')
    expect(
      (await admin.post('/admin/base/sys/department/update', { id: a.data.id, parentId: a.data.id })).code,
    ).toBe(1001)
    expect(
      (await admin.post('/admin/base/sys/department/add', { name: 'D', parentId: 987654 })).message,
    ).toBe('上级不存在')
    const menuCycle = await admin.post('/admin/base/sys/menu/update', { id: 1, parentId: 3 })
    expect(menuCycle.code).toBe(1001)
    expect((await admin.post('/admin/dict/info/update', { id: 26, parentId: 30 })).code).toBe(1001)
  })
})
