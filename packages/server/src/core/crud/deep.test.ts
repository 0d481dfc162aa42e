import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'
import type { DynamicDb } from '../db/index.ts'

const SIZE = 20
/** past the deep-page threshold (offset 500), up to a last, partial page */
const PAGES = [30, 31, 32, 30, 45, 40, 62, 63, 64, 31]

describe.each(dialects)('deep pages on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    // many rows share a creation time: the order's tie-break must carry the seek
    const rows = Array.from({ length: 1250 }, (_, i) => ({
      username: `deep-${String((i * 7919) % 1250).padStart(4, '0')}`,
      createTime: new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 9))).toISOString(),
      updateTime: new Date().toISOString(),
    }))
    await server.app.ctx.db.insertInto('base_sys_user').values(rows).execute()
  })
  afterAll(() => server?.close())

  // a column chosen at run time
  const dynamic = (): DynamicDb => server.app.ctx.db
  const offsetIds = async (column: string, dir: 'asc' | 'desc', page: number) =>
    (
      await dynamic()
        .selectFrom('base_sys_user')
        .select('id')
        .orderBy(column, dir)
        .orderBy('id', dir)
        .limit(SIZE)
        .offset((page - 1) * SIZE)
        .execute()
    ).map((r) => r.id as number)

  const pageIds = async (page: number, order?: string, sort?: string) => {
    const reply = await admin.post<{ list: { id: number }[] }>('/admin/base/sys/user/page', {
      page,
      size: SIZE,
      ...(order ? { order, sort } : {}),
    })
    expect(reply.code).toBe(1000)
    return reply.data.list.map((r) => r.id)
  }

  it.each([
    [undefined, 'createTime', 'desc'],
    ['createTime', 'createTime', 'asc'],
    ['username', 'username', 'asc'],
    ['username', 'username', 'desc'],
  ] as const)(
    'order %s give the rows of the offset query, visited in any order and after writes',
    async (order, column, dir) => {
      for (const page of PAGES)
        expect(await pageIds(page, order, dir)).toEqual(await offsetIds(column, dir, page))
      // a write moves every later row: the keys kept before it must not be used after it
      const { db } = server.app.ctx
      const [first] = await offsetIds(column, dir, 20)
      await db.deleteFrom('base_sys_user').where('id', '=', first).execute()
      await db
        .insertInto('base_sys_user')
        .values({
          username: `deep-new-${column}-${dir}`,
          createTime: new Date(Date.UTC(2024, 1, 1)).toISOString(),
          updateTime: new Date().toISOString(),
        })
        .execute()
      for (const page of [31, 32, 45])
        expect(await pageIds(page, order, dir)).toEqual(await offsetIds(column, dir, page))
    },
  )
})
