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

  it('refuses an occupation that is not a whole number', async () => {
    const r = await root.post('/admin/demo/member/add', { name: 'x', occupation: 'mage' })
    expect(r.code).toBe(1001)
  })

  it('gives its permissions a button under the CRUD example menu', async () => {
    const menus = await root.post<
      { id: number; parentId: number | null; router: string | null; perms: string | null }[]
    >('/admin/base/sys/menu/list', {})
    const page = menus.data.find((m) => m.router === '/demo/crud')
    const button = menus.data.find((m) => m.perms?.includes('demo:member:add'))
    expect(button?.parentId).toBe(page?.id)
  })
})
