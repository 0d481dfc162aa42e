import { sql } from 'kysely'
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
  it.skipIf(dialect !== 'postgres')(
    'stay exact when two transactions write the table at once, neither waiting for the other',
    async () => {
      const { db } = server.app.ctx
      const now = nowIso()
      const user = (username: string) => ({ username, status: 1, createTime: now, updateTime: now })
      const before = await total({})
      let inserted!: () => void
      let release!: () => void
      const firstInserted = new Promise<void>((r) => (inserted = r))
      const held = new Promise<void>((r) => (release = r))
      const first = db.transaction().execute(async (trx) => {
        await trx.insertInto('base_sys_user').values(user('together-a')).execute()
        inserted()
        await held
      })
      await firstInserted
      try {
        // the second writer, while the first holds its transaction open: it must not wait for it
        await db.transaction().execute(async (trx) => {
          await sql`set local lock_timeout = '3s'`.execute(trx)
          await trx.insertInto('base_sys_user').values(user('together-b')).execute()
        })
        expect(await total({})).toBe(before + 1)
      } finally {
        release()
        await first
      }
      expect(await total({})).toBe(before + 2)
    },
  )
  it('grow by the rows added since they were counted, keyword totals too, and are counted again after a delete', async () => {
    const { db } = server.app.ctx
    const now = nowIso()
    let n = 0
    const add = (count: number, name: string) =>
      db
        .insertInto('base_sys_user')
        .values(
          Array.from({ length: count }, () => ({
            username: `grow-${name}-${n++}`,
            name,
            status: n % 2,
            createTime: now,
            updateTime: now,
          })),
        )
        .execute()
    const like = async (status?: number) =>
      Number(
        (
          await db
            .selectFrom('base_sys_user')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('name', 'like', '%甲乙%')
            .$if(status !== undefined, (q) => q.where('status', '=', status!))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const check = async () => {
      expect(await total({ keyWord: '甲乙' })).toBe(await like())
      expect(await total({ keyWord: '甲乙', status: 1 })).toBe(await like(1))
      expect(await total({})).toBe(
        Number(
          (
            await db
              .selectFrom('base_sys_user')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      )
    }
    await add(5, '甲乙丙')
    await check()
    await add(3, '丁甲乙')
    await add(2, '戊己')
    await check()
    await check()
    await db.deleteFrom('base_sys_user').where('name', '=', '丁甲乙').where('status', '=', 1).execute()
    await check()
    await add(4, '甲乙')
    await check()
  })
})
