import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

const shelf = fileURLToPath(new URL('../../test/fixtures/modules/shelf', import.meta.url))
type Node = { id: number; name: string; parentId: number | null; orderNum: number }

describe.each(dialects)('trees in the kit on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  const add = async (prefix: string, body: Record<string, unknown>) => {
    const r = await admin.post<{ id: number }>(`${prefix}/add`, body)
    if (r.code !== 1000) throw new Error(`${prefix}/add: ${r.message}`)
    return r.data.id
  }
  const bays = async () => (await admin.post<Node[]>('/admin/shelf/bay/list', {})).data

  beforeAll(async () => {
    server = await startServer(dialect, {}, undefined, { moduleDirs: [shelf] })
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())

  it('refuses a parent that is missing, the row itself or one of its descendants', async () => {
    const a = await add('/admin/shelf/bay', { name: 'A' })
    const b = await add('/admin/shelf/bay', { name: 'B', parentId: a })
    const c = await add('/admin/shelf/bay', { name: 'C', parentId: b })
    for (const parentId of [a, c]) {
      const r = await admin.post('/admin/shelf/bay/update', { id: a, parentId })
      expect(r.code).toBe(1001)
    }
    expect((await admin.post('/admin/shelf/bay/add', { name: 'X', parentId: 987654 })).code).toBe(1001)
    // a drag-and-drop move under its own descendant changes nothing, also in a batch
    for (const batch of [
      [{ id: a, parentId: c, orderNum: 0 }],
      [
        { id: c, parentId: null, orderNum: 0 },
        { id: a, parentId: b, orderNum: 1 },
      ],
    ]) {
      expect((await admin.post('/admin/shelf/bay/order', batch)).code).toBe(1001)
    }
    const rows = await bays()
    expect(rows.find((r) => r.id === a)?.parentId).toBeNull()
    expect(rows.find((r) => r.id === b)?.parentId).toBe(a)
    expect(rows.find((r) => r.id === c)?.parentId).toBe(b)
  })

  it('moves and reorders with the order route', async () => {
    const p = await add('/admin/shelf/bay', { name: 'P' })
    const q = await add('/admin/shelf/bay', { name: 'Q' })
    const x = await add('/admin/shelf/bay', { name: 'x', parentId: p, orderNum: 0 })
    const y = await add('/admin/shelf/bay', { name: 'y', parentId: p, orderNum: 1 })
    const r = await admin.post('/admin/shelf/bay/order', [
      { id: y, parentId: q, orderNum: 0 },
      { id: x, parentId: q, orderNum: 1 },
    ])
    expect(r.code).toBe(1000)
    const under = (await bays()).filter((n) => n.parentId === q).sort((m, n) => m.orderNum - n.orderNum)
    expect(under.map((n) => n.name)).toEqual(['y', 'x'])
  })

  it('refuses to delete a row with children when the resource says so, and deletes them together', async () => {
    const top = await add('/admin/shelf/bay', { name: 'top' })
    const leaf = await add('/admin/shelf/bay', { name: 'leaf', parentId: top })
    const refused = await admin.post('/admin/shelf/bay/delete', { ids: [top] })
    expect(refused.code).toBe(1001)
    expect((await bays()).some((n) => n.id === top)).toBe(true)
    expect((await admin.post('/admin/shelf/bay/delete', { ids: [top, leaf] })).code).toBe(1000)
    expect((await bays()).some((n) => n.id === top || n.id === leaf)).toBe(false)
  })

  it('deletes a subtree in one transaction and one recycle record, and restores it whole', async () => {
    const type = await add('/admin/dict/type', { name: 'Tree test', key: `tree_${dialect}` })
    const parent = await add('/admin/dict/info', { typeId: type, name: 'parent' })
    const child = await add('/admin/dict/info', { typeId: type, name: 'child', parentId: parent })
    const grandchild = await add('/admin/dict/info', { typeId: type, name: 'grandchild', parentId: child })
    expect((await admin.post('/admin/dict/info/delete', { ids: [parent] })).code).toBe(1000)
    const left = await admin.post<Node[]>('/admin/dict/info/list', { typeId: type })
    expect(left.data).toEqual([])
    const records = await admin.post<{ list: { id: number; data: { rows: { id: number }[] }[] }[] }>(
      '/admin/recycle/data/page',
      { page: 1, size: 1 },
    )
    const [record] = records.data.list
    expect(record.data.flatMap((c) => c.rows.map((r) => r.id)).sort()).toEqual(
      [parent, child, grandchild].sort(),
    )
    expect((await admin.post('/admin/recycle/data/restore', { ids: [record.id] })).code).toBe(1000)
    const back = await admin.post<Node[]>('/admin/dict/info/list', { typeId: type })
    expect(back.data.map((n) => n.name).sort()).toEqual(['child', 'grandchild', 'parent'])
  })

  it('refuses a parent outside the caller’s data scope', async () => {
    const shop = await add('/admin/base/sys/department', { name: 'Shop', parentId: 1 })
    const other = await add('/admin/base/sys/department', { name: 'Other', parentId: 1 })
    const menus = await server.app.ctx.db
      .selectFrom('base_sys_menu')
      .select('id')
      .where('perms', 'like', '%base:sys:department:%')
      .execute()
    await admin.addStaff('treekeeper', 'tree-pass-1', {
      menuIdList: menus.map((m) => m.id as number),
      departmentIdList: [shop],
      departmentId: shop,
    })
    const scoped = await server.client().signIn('treekeeper', 'tree-pass-1')
    const mine = await add('/admin/base/sys/department', { name: 'Mine', parentId: shop })
    const r = await scoped.post('/admin/base/sys/department/update', { id: mine, parentId: other })
    expect(r.code).toBe(1001)
    const moved = await scoped.post('/admin/base/sys/department/order', [
      { id: mine, parentId: other, orderNum: 0 },
    ])
    expect(moved.code).toBe(1001)
  })
})
