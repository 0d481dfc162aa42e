import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, dialects, resourceOf, startServer, type TestServer } from '../../test/harness.ts'

type Page = { list: { id: number; name: string }[]; pagination: { total: number } }

describe.each(dialects)('kept page queries on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let typeId: number
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    typeId = (await admin.post<{ id: number }>('/admin/dict/type/add', { name: 'Plans', key: 'plans' })).data
      .id
    for (const name of ['plan-a', 'plan-b'])
      expect((await admin.post('/admin/dict/info/add', { typeId, name, value: name })).code).toBe(1000)
  })
  afterAll(() => server?.close())

  const paging = () => {
    const info = resourceOf(server, 'dict_info')
    if (!info) throw new Error('no dict_info resource')
    return info.paging
  }
  const page = async (body: Record<string, unknown>) => {
    const reply = await admin.post<Page>('/admin/dict/info/page', { typeId, size: 20, ...body })
    expect(reply.code).toBe(1000)
    return reply.data
  }
  const names = (p: Page) => p.list.map((r) => r.name).sort()

  it('builds the queries of a page once per body, and reads its rows and total afresh each time', async () => {
    const built = vi.spyOn(paging(), 'plan')
    try {
      const body = { page: 1, order: 'name', sort: 'asc' }
      expect(names(await page(body))).toEqual(['plan-a', 'plan-b'])
      const [a] = (await page(body)).list
      expect(built).toHaveBeenCalledTimes(1)
      // written between two requests with the same body: the second sees the writes
      expect((await admin.post('/admin/dict/info/update', { id: a.id, name: 'plan-a2' })).code).toBe(1000)
      expect((await admin.post('/admin/dict/info/add', { typeId, name: 'plan-c', value: 'c' })).code).toBe(
        1000,
      )
      const after = await page(body)
      expect(names(after)).toEqual(['plan-a2', 'plan-b', 'plan-c'])
      expect(after.pagination.total).toBe(3)
      expect(built).toHaveBeenCalledTimes(1)
      // another body is another page
      expect((await page({ ...body, sort: 'desc' })).list[0].name).toBe('plan-c')
      expect(built).toHaveBeenCalledTimes(2)
      // a short keyword read from its index alone: kept too, and fresh
      const short = { keyWord: 'an' }
      expect((await page(short)).pagination.total).toBe(3)
      expect((await admin.post('/admin/dict/info/add', { typeId, name: 'plan-d', value: 'd' })).code).toBe(
        1000,
      )
      expect(names(await page(short))).toEqual(['plan-a2', 'plan-b', 'plan-c', 'plan-d'])
      expect(built).toHaveBeenCalledTimes(3)
    } finally {
      built.mockRestore()
    }
  })

  it('keeps a page whose queries were made from the data while rows are only added, until one is changed, never an export', async () => {
    const built = vi.spyOn(paging(), 'plan')
    try {
      const body = { keyWord: 'plan-' }
      const before = await page(body)
      expect(names(await page(body))).toEqual(names(before))
      expect(built).toHaveBeenCalledTimes(1)
      const added = await admin.post<{ id: number }>('/admin/dict/info/add', {
        typeId,
        name: 'plan-e',
        value: 'e',
      })
      expect(added.code).toBe(1000)
      const after = await page(body)
      expect(names(after)).toEqual([...names(before), 'plan-e'].sort())
      expect(after.pagination.total).toBe(before.pagination.total + 1)
      expect(built).toHaveBeenCalledTimes(1)
      const renamed = await admin.post('/admin/dict/info/update', { id: added.data.id, name: 'plan-f' })
      expect(renamed.code).toBe(1000)
      expect(names(await page(body))).toEqual([...names(before), 'plan-f'].sort())
      expect(built).toHaveBeenCalledTimes(2)
      await page({ isExport: true })
      await page({ isExport: true })
      expect(built).toHaveBeenCalledTimes(4)
    } finally {
      built.mockRestore()
    }
  })

  it('keeps one plan for every deep page of a body, whose rows follow the writes', async () => {
    const built = vi.spyOn(paging(), 'plan')
    const deepType = (await admin.post<{ id: number }>('/admin/dict/type/add', { name: 'Deep', key: 'deep' }))
      .data.id
    try {
      const names = async (p: number) =>
        (
          await admin.post<Page>('/admin/dict/info/page', {
            typeId: deepType,
            page: p,
            size: 10,
            order: 'name',
            sort: 'asc',
          })
        ).data.list.map((r) => r.name)
      const add = async (name: string) =>
        expect((await admin.post('/admin/dict/info/add', { typeId: deepType, name, value: name })).code).toBe(
          1000,
        )
      for (let i = 0; i < 520; i++) await add(`deep-${String(i).padStart(3, '0')}`)
      expect(await names(51)).toEqual([
        'deep-500',
        'deep-501',
        'deep-502',
        'deep-503',
        'deep-504',
        'deep-505',
        'deep-506',
        'deep-507',
        'deep-508',
        'deep-509',
      ])
      expect(await names(52)).toEqual([
        'deep-510',
        'deep-511',
        'deep-512',
        'deep-513',
        'deep-514',
        'deep-515',
        'deep-516',
        'deep-517',
        'deep-518',
        'deep-519',
      ])
      expect(await names(53)).toEqual([])
      expect(built).toHaveBeenCalledTimes(1)
      await add('deep-0000')
      expect((await names(52)).slice(0, 2)).toEqual(['deep-509', 'deep-510'])
      expect(await names(53)).toEqual(['deep-519'])
      expect(built).toHaveBeenCalledTimes(1)
    } finally {
      built.mockRestore()
    }
  })
})
