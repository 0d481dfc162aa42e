import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp, readConfig } from '../app.ts'
import { dialects, dropEnv, freshEnv } from '../test/harness.ts'

describe.each(dialects)('the scheduler on %s', (dialect) => {
  const env = freshEnv(dialect)
  let a: App
  let b: App
  beforeAll(async () => {
    a = await createApp(readConfig(env), { logger: false })
    b = await createApp(readConfig(env), { logger: false })
  })
  afterAll(async () => {
    await a.close()
    await b.close()
    await dropEnv(env)
  })

  it('runs a due job on exactly one of two instances sharing a database', async () => {
    const runs: string[] = []
    for (const [name, app] of [
      ['a', a],
      ['b', b],
    ] as const) {
      app.ctx.scheduler.add({
        name: 'test:once-a-day',
        everySeconds: 86_400,
        run: async () => void runs.push(name),
      })
    }
    await Promise.all([a.ctx.scheduler.tick(), b.ctx.scheduler.tick()])
    expect(runs).toHaveLength(1)
    await Promise.all([a.ctx.scheduler.tick(), b.ctx.scheduler.tick()])
    expect(runs).toHaveLength(1)
  })

  it('purges request-log rows older than the retention', async () => {
    const { db } = a.ctx
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString()
    const fresh = new Date().toISOString()
    await db
      .insertInto('base_sys_log')
      .values([
        { action: '/old', createTime: old, updateTime: old },
        { action: '/fresh', createTime: fresh, updateTime: fresh },
      ])
      .execute()
    await db.updateTable('core_lease').set({ lastRun: null }).where('name', '=', 'base:log-purge').execute()
    await a.ctx.scheduler.tick()
    const actions = (await db.selectFrom('base_sys_log').select('action').execute()).map((r) => r.action)
    expect(actions).toContain('/fresh')
    expect(actions).not.toContain('/old')
  })
})
