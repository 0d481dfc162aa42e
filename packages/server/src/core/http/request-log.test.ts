import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import { ApiClient, dialects, dropEnv, freshEnv, startServer, type TestServer } from '../../test/harness.ts'
import { killAll, startMain } from '../../test/process.ts'
import { RequestLog } from './request-log.ts'

describe.each(dialects)('the request log on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect)
  })
  afterAll(() => server.close())

  it('drops a row the database refuses alone, never its whole batch', async () => {
    const { ctx } = server.app
    const log = new RequestLog(ctx.db, ctx.log, 'base_sys_log')
    const entry = (action: string) => ({ userId: null, action, ip: '127.0.0.1', params: { a: 1 } })
    log.record(entry('/test/before'))
    log.record({ ...entry('/test/refused'), action: null as unknown as string })
    log.record(entry('/test/after'))
    await log.flush()
    const rows = await ctx.db
      .selectFrom('base_sys_log')
      .select('action')
      .where('action', 'like', '/test/%')
      .execute()
    expect(rows.map((r) => r.action).sort()).toEqual(['/test/after', '/test/before'])
  })
})

describe.each(dialects)('a server process on %s', (dialect) => {
  const env = freshEnv(dialect)
  afterAll(async () => {
    killAll()
    await dropEnv(env)
  })

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'writes the pending request log when stopped by %s',
    async (signal) => {
      const main = await startMain(env)
      const c = await new ApiClient(main.url).signIn()
      for (let i = 0; i < 5; i++) await c.get('/admin/base/comm/person', { n: `${signal}-${i}` })
      main.child.kill(signal)
      expect(await main.exited).toBe(0)
      const app = await createApp(readConfig(env), { logger: false })
      try {
        const rows = await app.ctx.db
          .selectFrom('base_sys_log')
          .select('params')
          .where('action', '=', '/admin/base/comm/person')
          .execute()
        expect(rows.filter((r) => JSON.stringify(r.params).includes(signal))).toHaveLength(5)
      } finally {
        await app.close()
      }
    },
  )
})
