import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'
import { nowIso } from '../db/wire.ts'

describe.each(dialects)('page totals on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())

  const total = async (body: Record<string, unknown>) => {
    const reply = await admin.post<{ pagination: { total: number } }>('/admin/base/sys/user/page', body)
    expect(reply.code).toBe(1000)
    return reply.data.pagination.total
  }
  const exact = async (status: number) =>
    Number(
      (
        await server.app.ctx.db
          .selectFrom('base_sys_user')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', status)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('stay exact after writes that bypass the resource: insert, update of a filtered column, delete', async () => {
    const { db } = server.app.ctx
    const now = nowIso()
    const user = (username: string) => ({ username, status: 1, createTime: now, updateTime: now })
    await db
      .insertInto('base_sys_user')
      .values([user('count-a'), user('count-b')])
      .execute()
    // counted twice: the second answer may come from the cache
    for (let i = 0; i < 2; i++) {
      expect(await total({ status: 1 })).toBe(await exact(1))
      expect(await total({ status: 0 })).toBe(await exact(0))
    }
    const all = await total({})
    await db.insertInto('base_sys_user').values(user('count-c')).execute()
    expect(await total({})).toBe(all + 1)
    await db.updateTable('base_sys_user').set({ status: 0 }).where('username', '=', 'count-a').execute()
    expect(await total({ status: 1 })).toBe(await exact(1))
    expect(await total({ status: 0 })).toBe(await exact(0))
    await db.deleteFrom('base_sys_user').where('username', 'in', ['count-b', 'count-c']).execute()
    expect(await total({})).toBe(all - 1)
    expect(await total({ status: 1 })).toBe(await exact(1))
  })
})
