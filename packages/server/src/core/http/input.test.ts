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
