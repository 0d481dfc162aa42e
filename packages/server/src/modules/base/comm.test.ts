import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, startServer, type TestServer } from '../../test/harness.ts'

describe('parameters, dictionaries and the log', () => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer('sqlite')
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('sanitizes rich text on save and serves it as a public page', async () => {
    const { data } = await admin.post<{ list: { id: number; keyName: string }[] }>(
      '/admin/base/sys/param/page',
      { keyWord: 'rich' },
    )
    const id = data.list.find((p) => p.keyName === 'rich')!.id
    await admin.post('/admin/base/sys/param/update', {
      id,
      data: '<p onclick="evil()">Hi<script>alert(1)</script><a href="javascript:x()">l</a><img src="x.png" onerror="e()"></p>',
    })
    const saved = await admin.get<{ data: string }>('/admin/base/sys/param/info', { id })
    expect(saved.data.data).not.toMatch(/script|onclick|onerror|javascript:/)
    const page = await fetch(`${server.url}/admin/base/open/html?key=rich`)
    const html = await page.text()
    expect(html).toContain('<title>富文本参数</title>')
    expect(html).toContain('Hi')
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('never serves a string or file parameter publicly', async () => {
    await admin.post('/admin/base/sys/param/add', {
      keyName: 'apiKey',
      name: 'Secret',
      data: 'sk-123',
      dataType: 0,
    })
    const text = await (await fetch(`${server.url}/admin/base/open/html?key=apiKey`)).text()
    expect(text).toBe('key notfound')
    const authed = await admin.request('GET', '/admin/base/sys/param/html', { query: { key: 'apiKey' } })
    expect(authed.body).toContain('sk-123')
  })

  it('refuses a duplicate keyName', async () => {
    expect(
      (await admin.post('/admin/base/sys/param/add', { keyName: 'rich', name: 'x', data: '' })).message,
    ).toBe('键 已存在')
  })

  it('answers dictionary data by type, translated, with numeric values as numbers', async () => {
    const zh = await admin.post<Record<string, { name: string; value: unknown; parentId: number | null }[]>>(
      '/admin/dict/info/data',
      {},
    )
    expect(Object.keys(zh.data).sort()).toEqual(['brand', 'goodsType', 'occupation'])
    expect(zh.data.occupation.map((e) => e.name).slice(0, 2)).toEqual(['法师', '幻影刺客'])
    expect(zh.data.occupation[0].value).toBe(4)
    expect(zh.data.brand[0].value).toBe('cool')
    admin.language = 'en'
    const en = await admin.post<Record<string, { name: string }[]>>('/admin/dict/info/data', {
      types: ['occupation', 'nope'],
    })
    expect(Object.keys(en.data)).toEqual(['occupation'])
    expect(en.data.occupation[0].name).toBe('Mage')
    admin.language = 'zh-cn'
  })

  it('shows a seeded name typed over by an administrator as typed, in every language', async () => {
    await admin.post('/admin/dict/info/update', { id: 23, name: '大法师' })
    admin.language = 'en'
    const en = await admin.post<Record<string, { id: number; name: string }[]>>('/admin/dict/info/data', {})
    expect(en.data.occupation.find((e) => e.id === 23)?.name).toBe('大法师')
    const menus = await admin.get<{ menus: { id: number; name: string }[] }>('/admin/base/comm/permmenu')
    expect(menus.data.menus.find((m) => m.id === 1)?.name).toBe('System')
    admin.language = 'zh-cn'
  })

  it('shows seeded department names in the caller language', async () => {
    admin.language = 'en'
    const r = await admin.post<{ id: number; name: string; parentName?: string }[]>(
      '/admin/base/sys/department/list',
      {},
    )
    expect(r.data.find((d) => d.id === 11)).toMatchObject({ name: 'Development', parentName: 'Testing' })
    admin.language = 'zh-cn'
  })

  it('lists dictionary types publicly', async () => {
    const r = await server.client().get<{ key: string }[]>('/admin/dict/info/types')
    expect(r.data.map((t) => t.key)).toEqual(['brand', 'occupation', 'goodsType'])
  })

  it('finds request-log rows by action, address and user name', async () => {
    await admin.get('/admin/base/comm/permmenu')
    const find = async (keyWord: string) => {
      for (let i = 0; i < 50; i++) {
        const r = await admin.post<{ list: { action: string; ip: string; name: string }[] }>(
          '/admin/base/sys/log/page',
          {
            keyWord,
            size: 100,
          },
        )
        if (r.data.list.length) return r.data.list
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return []
    }
    const byAction = await find('permmenu')
    expect(byAction.length).toBeGreaterThan(0)
    expect(byAction.every((row) => row.action.includes('permmenu'))).toBe(true)
    const byIp = await find('27.0')
    expect(byIp.length).toBeGreaterThan(0)
    expect(byIp.every((row) => row.ip.includes('27.0'))).toBe(true)
    expect((await find('超级管理')).length).toBeGreaterThan(0)
  })

  it('reads and sets the log retention, and clears the log', async () => {
    expect((await admin.get('/admin/base/sys/log/getKeep')).data).toBe('31')
    await admin.post('/admin/base/sys/log/setKeep', { value: 7 })
    expect((await admin.get('/admin/base/sys/log/getKeep')).data).toBe('7')
    expect((await admin.post('/admin/base/sys/log/setKeep', { value: 'abc' })).code).toBe(1001)
    await admin.post('/admin/base/sys/log/clear')
    const page = await admin.post<{ pagination: { total: number } }>('/admin/base/sys/log/page', {})
    expect(page.data.pagination.total).toBeLessThan(3)
  })
})
