import { afterAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from './app.ts'
import { ConfigError } from './core/config.ts'
import { dialects, dropEnv, freshEnv } from './test/harness.ts'
import { killAll, runMain } from './test/process.ts'

describe.each(dialects)('start-up with a bad setting on %s', (dialect) => {
  const env = freshEnv(dialect)
  afterAll(async () => {
    killAll()
    await dropEnv(env)
  })

  it.each([
    [
      'DATABASE_URL',
      'mysql://root@127.0.0.1/shop',
      /^Invalid configuration: DATABASE_URL: must be a postgres:\/\/ URL$/,
    ],
    [
      'DATABASE_URL',
      'postgres://postgres@127.0.0.1:1/postgres',
      /^DATABASE_URL: cannot be opened: .*ECONNREFUSED/,
    ],
    [
      'DATABASE_URL',
      'postgres://postgres@127.0.0.1:5432/no_such_db_here',
      /^DATABASE_URL: cannot be opened: .*no_such_db_here/,
    ],
    [
      'REDIS_URL',
      'http://127.0.0.1:6379',
      /^Invalid configuration: REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL$/,
    ],
    ['REDIS_URL', 'redis://127.0.0.1:1', /^REDIS_URL: cannot be opened: .*ECONNREFUSED/],
  ])('%s=%s stops the start with one line naming it and the reason', async (setting, value, line) => {
    const err = await (async () =>
      createApp(readConfig({ ...env, [setting]: value }), { logger: false }))().catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ConfigError)
    expect((err as Error).message).toMatch(line)
    expect((err as Error).message).not.toContain('\n')
  })

  it('prints that line alone, without a stack, and exits non-zero', async () => {
    const bad: Record<string, string> =
      dialect === 'postgres'
        ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres' }
        : { REDIS_URL: 'redis://127.0.0.1:1' }
    const main = runMain({ ...env, ...bad })
    expect(await main.exited).toBe(1)
    expect(main.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^(DATABASE|REDIS)_URL: cannot be opened: .*ECONNREFUSED/),
    ])
  })
})
