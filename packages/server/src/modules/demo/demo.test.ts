import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

describe.each(dialects)('the CRUD example on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('keeps people with an occupation value and filters by it', async () => {
    const name = `demo-${Math.random().toString(36).slice(2, 8)}`
    const added = await root.post<{ id: number }>('/admin/demo/member/add', { name, occupation: 5 })
    expect(added.code, added.message).toBe(1000)
    const page = await root.post<{ list: { name: string; occupation: number }[] }>(
      '/admin/demo/member/page',
      {
        keyWord: name,
        occupation: 5,
      },
    )
    expect(page.data.list).toEqual([expect.objectContaining({ name, occupation: 5 })])
    const none = await root.post<{ list: unknown[] }>('/admin/demo/member/page', {
      keyWord: name,
      occupation: 4,
    })
    expect(none.data.list).toEqual([])
  })

  it('refuses an occupation that the dictionary does not have, and takes an entry without value by its id', async () => {
    expect((await root.post('/admin/demo/member/add', { name: 'x', occupation: 'mage' })).code).toBe(1001)
    const missing = await root.post('/admin/demo/member/add', { name: 'x', occupation: 99 })
    expect([missing.code, missing.message]).toEqual([1001, '职业字典中没有值 99'])
    // 26 is 刺客's id, but 刺客 has the value 1: its id is no occupation
    expect((await root.post('/admin/demo/member/add', { name: 'x', occupation: 26 })).code).toBe(1001)
    const child = await root.post<{ id: number }>('/admin/dict/info/add', {
      typeId: 20,
      name: '影',
      parentId: 26,
    })
    const added = await root.post('/admin/demo/member/add', { name: 'x', occupation: child.data.id })
    expect(added.code, added.message).toBe(1000)
    const { id } = (await root.post<{ id: number }>('/admin/demo/member/add', { name: 'y' })).data
    expect((await root.post('/admin/demo/member/update', { id, occupation: 99 })).code).toBe(1001)
  })

  it('keeps a salary exactly, with its two decimals, and refuses a third', async () => {
    const name = `pay-${Math.random().toString(36).slice(2, 8)}`
    const { id } = (
      await root.post<{ id: number }>('/admin/demo/member/add', { name, salary: '12345678.05' })
    ).data
    const info = await root.get<{ salary: string }>(`/admin/demo/member/info?id=${id}`)
    expect(info.data.salary).toBe('12345678.05')
    expect((await root.post('/admin/demo/member/update', { id, salary: 19.9 })).code).toBe(1000)
    expect((await root.get<{ salary: string }>(`/admin/demo/member/info?id=${id}`)).data.salary).toBe('19.90')
    expect((await root.post('/admin/demo/member/update', { id, salary: '1.234' })).code).toBe(1001)
  })

  it('gives its permissions a button under the CRUD example menu', async () => {
    const menus = await root.post<
      { id: number; parentId: number | null; router: string | null; perms: string | null }[]
    >('/admin/base/sys/menu/list', {})
    const page = menus.data.find((m) => m.router === '/demo/crud')
    const button = menus.data.find((m) => m.perms?.includes('demo:member:add'))
    expect(button?.parentId).toBe(page?.id)
  })

  it.each([
    ['zh-cn', 'crud 示例'],
    ['zh-tw', 'CRUD 範例'],
    ['en', 'CRUD demo'],
  ])('names the CRUD example menu in %s', async (language, name) => {
    const caller = Object.assign(server.client(), { token: root.token, language })
    const { menus } = (
      await caller.get<{ menus: { router: string | null; name: string }[] }>('/admin/base/comm/permmenu')
    ).data
    expect(menus.find((m) => m.router === '/demo/crud')?.name).toBe(name)
  })
})
