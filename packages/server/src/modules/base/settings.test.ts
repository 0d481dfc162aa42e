import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Param = { id: number; keyName: string; name: string; data: string }

/** Settings modules declare (the log's and the recycle bin's retention) are parameters on the params screen. */
describe.each(dialects)('declared settings on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const param = async (keyName: string) =>
    (await root.post<Param[]>('/admin/base/sys/param/list', { keyName })).data.find(
      (p) => p.keyName === keyName,
    )!

  it('shows each declared setting on the params screen with its default', async () => {
    expect(await param('logKeep')).toMatchObject({ name: '请求日志保存天数', data: '31' })
    expect(await param('recycleKeep')).toMatchObject({ name: '回收站保存天数', data: '31' })
  })

  it('reads and writes a setting through its module and the params screen alike', async () => {
    expect((await root.post('/admin/recycle/data/setKeep', { value: 12 })).code).toBe(1000)
    const kept = await param('recycleKeep')
    expect(kept.data).toBe('12')
    const edited = await root.post('/admin/base/sys/param/update', { id: kept.id, data: '40' })
    expect(edited.code, edited.message).toBe(1000)
    expect((await root.get('/admin/recycle/data/getKeep')).data).toBe('40')
  })

  it('refuses on the params screen a value the module cannot read, naming the field', async () => {
    const kept = await param('logKeep')
    for (const data of ['abc', '0', '1.5', '99999']) {
      const r = await root.post<unknown>('/admin/base/sys/param/update', { id: kept.id, data })
      expect([r.code, (r.body as { field?: string }).field], data).toEqual([1001, 'data'])
    }
    expect((await param('logKeep')).data).toBe(kept.data)
  })

  it('carries a retention kept before parameters held it into its parameter', async () => {
    const { db } = server.app.ctx
    await db.deleteFrom('base_sys_param').where('keyName', '=', 'logKeep').execute()
    await db.updateTable('base_sys_conf').set({ cValue: '9' }).where('cKey', '=', 'logKeep').execute()
    await server.app.ctx.settings.seed()
    expect((await param('logKeep')).data).toBe('9')
    expect((await root.get('/admin/base/sys/log/getKeep')).data).toBe('9')
  })
})
