import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../../test/harness.ts'

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL statements prepared once per connection', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer('postgres')
  })
  afterAll(() => server?.close())

  /** Runs `work` on one connection, then lists the statements that connection has prepared. */
  const onOneConnection = <T>(work: (db: typeof server.app.ctx.db) => Promise<T>) =>
    server.app.ctx.db.connection().execute(async (db) => {
      const result = await work(db)
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db,
      )
      return { result, prepared: rows.map((r) => r.statement) }
    })

  it('prepares a data statement and answers each call with its own values', async () => {
    const byName = (db: typeof server.app.ctx.db, username: string) =>
      db.selectFrom('base_sys_user').select('username').where('username', '=', username).execute()
    const { result, prepared } = await onOneConnection(async (db) => [
      await byName(db, 'admin'),
      await byName(db, 'nobody-has-this-name'),
    ])
    expect(result).toEqual([[{ username: 'admin' }], []])
    expect(prepared.filter((s) => s.includes('from "base_sys_user" where "username" = $1'))).toHaveLength(1)
  })

  it('plans a keyword statement for its values every time (sent unnamed)', async () => {
    const { result, prepared } = await onOneConnection((db) =>
      db.selectFrom('base_sys_user').select('username').where('username', 'like', '%dmi%').execute(),
    )
    expect(result).toEqual([{ username: 'admin' }])
    expect(prepared.filter((s) => s.includes('like'))).toEqual([])
  })

  it('leaves a statement of every column unnamed (another instance may add one)', async () => {
    const { result, prepared } = await onOneConnection(async (db) => [
      await db.selectFrom('base_sys_user').selectAll().where('username', '=', 'admin').execute(),
      await db.selectFrom('base_sys_user as u').selectAll('u').where('u.username', '=', 'admin').execute(),
    ])
    expect(result.map((rows) => rows.length)).toEqual([1, 1])
    expect(prepared.filter((s) => s.includes('*'))).toEqual([])
  })

  it('prepares nothing with DATABASE_PREPARE=false (a pooler in transaction mode)', async () => {
    const plain = await startServer('postgres', { DATABASE_PREPARE: 'false' })
    try {
      const prepared = await plain.app.ctx.db.connection().execute(async (db) => {
        await db.selectFrom('base_sys_user').select('username').where('username', '=', 'admin').execute()
        return (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows
      })
      expect(prepared).toEqual([])
    } finally {
      await plain.close()
    }
  })
})
