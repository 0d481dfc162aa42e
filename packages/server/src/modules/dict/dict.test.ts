import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  dialects,
  dropEnv,
  freshEnv,
  redisUrl,
  startServer,
  type TestServer,
} from '../../test/harness.ts'

type Entry = {
  id: number
  name: string
  typeId: number
  parentId: number | null
  orderNum: number
  value: unknown
}
type Data = Record<string, Entry[]>

describe.each(dialects)('dictionaries on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const addType = (name: string, key: string) =>
    root.post<{ id: number }>('/admin/dict/type/add', { name, key })
  const addEntry = async (body: Record<string, unknown>) =>
    (await root.post<{ id: number }>('/admin/dict/info/add', body)).data.id
  const data = async (types?: string[], c = root) =>
    (await c.post<Data>('/admin/dict/info/data', types ? { types } : {})).data

  it('answers the seeded types in the contract shape: ordered, numeric values as numbers', async () => {
    const all = await data()
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['brand', 'occupation', 'goodsType']))
    const occupation = all.occupation
    expect(occupation.map((e) => e.id)).toEqual([23, 30, 24, 25, 26, 27])
    expect(occupation[0]).toEqual({ id: 23, name: '法师', typeId: 20, parentId: null, orderNum: 1, value: 4 })
    expect(occupation.find((e) => e.id === 30)).toMatchObject({ parentId: 26, value: 5 })
    expect(all.brand.map((e) => e.value)).toEqual(['cool', 'https://cool-js.com/logo.png'])
    expect(await data(['nope'])).toEqual({})
    expect(Object.keys(await data(['brand', 'nope']))).toEqual(['brand'])
  })

  it('keeps type keys unique and made of letters, digits and _', async () => {
    expect((await addType('Sizes', 'size_1')).code).toBe(1000)
    for (const key of ['size 2', 'size-2', '尺码', '']) expect((await addType('Bad', key)).code).toBe(1001)
    expect((await addType('Again', 'size_1')).code).toBe(1001)
  })

  it('answers each entry in the caller’s language from its labels', async () => {
    const { id: typeId } = (await addType('Colours', 'colour')).data
    await addEntry({ typeId, name: '红', value: 'red', labels: { en: 'Red', 'zh-tw': '紅' } })
    await addEntry({ typeId, name: '蓝', value: 'blue' })
    expect((await data(['colour'])).colour.map((e) => e.name)).toEqual(['红', '蓝'])
    root.language = 'en'
    try {
      expect((await data(['colour'])).colour.map((e) => e.name)).toEqual(['Red', '蓝'])
      expect((await data(['occupation'])).occupation[0].name).toBe('Mage')
      // the edit form reads the stored name, so that saving it back keeps 法师, not Mage
      const list = await root.post<{ id: number; name: string }[]>('/admin/dict/info/list', { typeId: 20 })
      expect(list.data.find((e) => e.id === 23)?.name).toBe('Mage')
      expect((await root.get<{ name: string }>('/admin/dict/info/info', { id: 23 })).data.name).toBe('法师')
      const type = await root.get<{ name: string }>('/admin/dict/type/info', { id: 20 })
      expect(type.data.name).toBe('职业')
    } finally {
      root.language = 'zh-cn'
    }
    expect((await root.post('/admin/dict/info/add', { typeId, name: 'x', labels: { fr: 'x' } })).code).toBe(
      1001,
    )
  })

  it('answers from the cache until any dictionary change, the recycle bin’s restore included', async () => {
    const { id: typeId } = (await addType('Shapes', 'shape')).data
    const round = await addEntry({ typeId, name: 'Round', value: '1', orderNum: 2 })
    expect((await data(['shape'])).shape.map((e) => e.name)).toEqual(['Round'])
    // a write behind the resource's back is not seen: the answer is cached
    await server.app.ctx.db.updateTable('dict_info').set({ name: 'Behind' }).where('id', '=', round).execute()
    expect((await data(['shape'])).shape.map((e) => e.name)).toEqual(['Round'])
    const square = await addEntry({ typeId, name: 'Square', value: '2', orderNum: 1 })
    expect((await data(['shape'])).shape.map((e) => e.name)).toEqual(['Square', 'Behind'])
    await root.post('/admin/dict/info/order', [
      { id: round, parentId: null, orderNum: 0 },
      { id: square, parentId: round, orderNum: 0 },
    ])
    expect((await data(['shape'])).shape.map((e) => [e.name, e.parentId])).toEqual([
      ['Behind', null],
      ['Square', round],
    ])
    await root.post('/admin/dict/info/update', { id: square, name: 'Squared' })
    expect((await data(['shape'])).shape[1].name).toBe('Squared')

    // deleting the type takes its entries into one recycle record; restoring it brings all back
    expect((await root.post('/admin/dict/type/delete', { ids: [typeId] })).code).toBe(1000)
    expect(await data(['shape'])).toEqual({})
    const types = await root.get<{ key: string }[]>('/admin/dict/info/types')
    expect(types.data.map((t) => t.key)).not.toContain('shape')
    const page = await root.post<{
      list: { id: number; count: number; data: { table: string; rows: unknown[] }[] }[]
    }>('/admin/recycle/data/page', { size: 1 })
    const [record] = page.data.list
    expect(record.data.map((c) => [c.table, c.rows.length])).toEqual([
      ['dict_type', 1],
      ['dict_info', 2],
    ])
    expect((await root.post('/admin/recycle/data/restore', { ids: [record.id] })).code).toBe(1000)
    expect((await data(['shape'])).shape.map((e) => e.name)).toEqual(['Behind', 'Squared'])
    expect((await root.get<{ key: string }[]>('/admin/dict/info/types')).data.map((t) => t.key)).toContain(
      'shape',
    )
  })
})

describe.runIf(!!redisUrl)('dictionary answers shared by two instances through Redis', () => {
  const env = freshEnv('sqlite', { REDIS_URL: redisUrl ?? '' })
  let one: TestServer
  let two: TestServer

  beforeAll(async () => {
    one = await startServer('sqlite', {}, env)
    two = await startServer('sqlite', {}, env)
  })
  afterAll(async () => {
    await one.close()
    await two.close()
    await dropEnv(env)
  })

  it('drops every instance’s cached answer when one instance changes an entry', async () => {
    const a = await one.client().signIn()
    const b = await two.client().signIn()
    const read = async (c: ApiClient) =>
      (await c.post<Data>('/admin/dict/info/data', { types: ['brand'] })).data.brand.map((e) => e.name)
    expect(await read(b)).toEqual(['COOL', '闪酷'])
    await a.post('/admin/dict/info/update', { id: 21, name: 'COOLER' })
    expect(await read(b)).toEqual(['COOLER', '闪酷'])
  })
})
