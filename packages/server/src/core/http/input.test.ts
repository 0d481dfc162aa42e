import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'
import { databaseFault } from '../db/errors.ts'
import type { DynamicDb } from '../db/index.ts'

describe.each(dialects)('bad input on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  const count = async (table: string) =>
    Number(
      (
        await (server.app.ctx.db as DynamicDb)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const refused = (r: { status: number; code?: number; message?: string }) => {
    expect([r.status, r.code], r.message).toEqual([200, 1001])
    expect(r.message).not.toBe('success')
  }

  it.each([
    ['/admin/base/sys/user/page', { status: 'abc' }],
    ['/admin/base/sys/user/page', { departmentIds: [1.5] }],
    ['/admin/base/sys/user/page', { departmentIds: ['x'] }],
    ['/admin/base/sys/user/page', { departmentIds: [{ a: 1 }] }],
    ['/admin/base/sys/user/page', { status: 7 }],
    ['/admin/dict/info/page', { parentId: 'x' }],
    ['/admin/dict/info/page', { typeId: 1e30 }],
    ['/admin/dict/info/list', { typeId: 2 ** 31 }],
    ['/admin/base/sys/menu/list', { type: 'NaN' }],
    ['/admin/base/sys/param/page', { dataType: 3 }],
    ['/admin/base/sys/user/page', { page: 1e30 }],
    ['/admin/base/sys/user/page', { page: 'NaN' }],
  ])('refuses the filter of %s %j with 1001', async (path, body) => {
    refused(await admin.post(path, body))
  })

  it.each([
    ['GET', '/admin/base/sys/user/info', { id: 1e30 }],
    ['GET', '/admin/base/sys/user/info', { id: '2147483648' }],
    ['GET', '/admin/base/sys/user/info', { id: 'abc' }],
    ['POST', '/admin/dict/info/update', { id: 2 ** 31, name: 'x' }],
    ['POST', '/admin/dict/info/delete', { ids: [3e9] }],
    ['POST', '/admin/dict/info/delete', { ids: '21,99999999999' }],
    ['POST', '/admin/dict/info/add', { typeId: 1e30, name: 'x' }],
    ['POST', '/admin/dict/info/add', { typeId: true, name: 'x' }],
    ['POST', '/admin/dict/info/add', { typeId: [19], name: 'x' }],
    ['POST', '/admin/dict/info/add', { typeId: '', name: 'x' }],
    ['POST', '/admin/base/sys/user/move', { departmentId: 'x', userIds: [1] }],
    ['POST', '/admin/base/sys/department/order', [{ id: 1, orderNum: Number.MAX_SAFE_INTEGER }]],
  ])('refuses %s %s %j with 1001 and changes nothing', async (method, path, input) => {
    const before = await count('dict_info')
    const r =
      method === 'GET'
        ? await admin.get(path, input as Record<string, unknown>)
        : await admin.post(path, input)
    refused(r)
    expect(await count('dict_info')).toBe(before)
  })

  it('refuses a keyword or a text filter past 200 characters with 1001, naming the field', async () => {
    const long = 'x'.repeat(49_999)
    const keyWord = await admin.post('/admin/dict/type/page', { keyWord: long })
    refused(keyWord)
    expect(keyWord.message).toContain('keyWord')
    const like = await admin.post('/admin/base/sys/role/list', { name: long })
    refused(like)
    expect(like.message).toContain('name')
    refused(await admin.post('/admin/base/sys/menu/page', { keyWord: 'x'.repeat(201) }))
    refused(await admin.post('/admin/base/sys/user/page', { departmentIds: ['x'.repeat(201)] }))
    expect((await admin.post('/admin/base/sys/user/page', { keyWord: 'x'.repeat(200) })).code).toBe(1000)
  })

  it('refuses a body nested deeper than 32 levels before anything walks it', async () => {
    const nested = (depth: number) => `{"page":1,"x":${'{"x":'.repeat(depth - 1)}1${'}'.repeat(depth)}`
    const deep = await admin.request('POST', '/admin/base/sys/user/page', {
      raw: nested(5000),
      headers: { 'content-type': 'application/json' },
    })
    refused(deep)
    expect(deep.message).toBe('请求体嵌套过深，最多 32 层')
    const post = (raw: string) =>
      admin.request('POST', '/admin/dict/type/page', { raw, headers: { 'content-type': 'application/json' } })
    refused(await post(nested(33)))
    refused(await post(`[${'['.repeat(40)}`))
    expect((await post(nested(32))).code).toBe(1000)
    // brackets inside a string, past an escaped quote, are text rather than nesting
    expect((await post(`{"keyWord":"\\"${'['.repeat(100)}"}`)).code).toBe(1000)
  })

  it('still takes a menu import six levels deep and JSON text nested 20 levels in a value', async () => {
    const menu = (depth: number): Record<string, unknown> => ({
      type: 0,
      name: `Level ${depth}`,
      ...(depth < 6 ? { childMenus: [menu(depth + 1)] } : {}),
    })
    const plan = await admin.post<unknown[]>('/admin/base/sys/menu/import', {
      menus: [menu(1)],
      dryRun: true,
    })
    expect([plan.code, plan.data.length], plan.message).toEqual([1000, 6])
    let value: unknown = 'leaf'
    for (let i = 0; i < 20; i++) value = { level: i, value }
    const param = await admin.post('/admin/base/sys/param/add', {
      keyName: 'nested-json',
      name: 'Nested',
      data: JSON.stringify(value),
    })
    expect(param.code, param.message).toBe(1000)
    expect((await admin.post('/admin/base/sys/param/page', { page: 1, x: value })).code).toBe(1000)
  })

  it('takes numbers as their decimal text on every route, and nothing else as a number', async () => {
    const page = await admin.post<{ pagination: unknown }>('/admin/dict/type/page', { page: '2', size: '10' })
    expect(page.data.pagination).toMatchObject({ page: 2, size: 10 })
    const user = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'texts',
      status: 0,
    })
    expect(
      (await admin.post('/admin/base/sys/user/update', { id: String(user.data.id), status: '1' })).code,
    ).toBe(1000)
    expect(
      (await admin.get<{ status: number }>('/admin/base/sys/user/info', { id: user.data.id })).data.status,
    ).toBe(1)
    const param = await admin.post<{ id: number }>('/admin/base/sys/param/add', {
      keyName: 'k',
      name: 'K',
      data: '',
    })
    expect((await admin.post('/admin/base/sys/param/delete', { ids: [String(param.data.id)] })).code).toBe(
      1000,
    )
    expect((await admin.get('/admin/base/sys/param/info', { id: param.data.id })).data).toBeUndefined()
    refused(await admin.get('/admin/base/sys/user/info', { id: 'abc' }))
    for (const status of ['1e0', ' 1', '0x1', '', '1.5', '+1', 'abc'])
      refused(await admin.post('/admin/base/sys/user/update', { id: user.data.id, status }))
    for (const size of ['1e1', '10 ', '0xa', '10.5'])
      refused(await admin.post('/admin/dict/type/page', { size }))
    refused(await admin.get('/admin/base/sys/user/info', { id: ` ${user.data.id}` }))
  })

  it('refuses U+0000 in a body and in a query string', async () => {
    const before = await count('dict_type')
    const r = await admin.post('/admin/dict/type/add', { name: 'a\u0000b', key: 'nul' })
    refused(r)
    expect(r.message).toBe('请求包含空字符（U+0000）或不是有效的 UTF-8')
    expect(await count('dict_type')).toBe(before)
    refused(await admin.post('/admin/dict/type/page', { keyWord: 'x\u0000' }))
    refused(await admin.post('/admin/dict/type/page', { 'k\u0000': 1 }))
    refused(await admin.request('GET', '/admin/base/sys/param/html?key=rich%00'))
  })

  it('refuses a body or query string that is not UTF-8', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('","key":"k"}'),
    ])
    const before = await count('dict_type')
    const r = await admin.request('POST', '/admin/dict/type/add', {
      raw: new Blob([bytes]),
      headers: { 'content-type': 'application/json' },
    })
    refused(r)
    expect(await count('dict_type')).toBe(before)
    refused(await admin.request('GET', '/admin/base/sys/param/html?key=%FF%FE'))
  })

  it('refuses a malformed multipart body', async () => {
    for (const raw of [
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
      'nonsense',
    ]) {
      refused(
        await admin.request('POST', '/admin/base/comm/upload', {
          raw,
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        }),
      )
    }
  })

  it('knows a refused value and a lost database from either driver', async () => {
    // a value no column type allows, past the typed schema
    const db: DynamicDb = server.app.ctx.db
    const tooBig =
      dialect === 'postgres'
        ? db
            .selectFrom('dict_info')
            .select('id')
            .where('id', '=', 2 ** 40)
        : db.insertInto('dict_info').values({ id: 'not a number', typeId: 1, name: 'x' })
    expect(databaseFault(await tooBig.execute().catch((e) => e))).toBe('input')
    expect(databaseFault(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe('unavailable')
  })
})
