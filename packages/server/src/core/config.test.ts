import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config.ts'

describe('configuration', () => {
  it('has an embedded default for everything but secrets', () => {
    const c = readConfig({})
    expect(c).toMatchObject({
      port: 8001,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      jwtSecret: undefined,
    })
    expect(c.dataDir).toMatch(/data$/)
  })

  it('names every bad variable in one readable error', () => {
    expect(() => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET must be at least 32 characters/,
    )
  })

  it.each(['BACKROOM_TEST_CAPTCHA', 'ACCESS_TOKEN_TTL', 'REFRESH_TOKEN_TTL'])(
    'refuses %s in production',
    (key) => {
      expect(() => readConfig({ NODE_ENV: 'production', [key]: '5' })).toThrow(ConfigError)
      expect(readConfig({ NODE_ENV: 'test', [key]: '5' }).testSettings).toEqual([key])
    },
  )

  it('shortens token lifetimes for tests', () => {
    expect(readConfig({ ACCESS_TOKEN_TTL: '3', REFRESH_TOKEN_TTL: '9' })).toMatchObject({
      accessTtl: 3,
      refreshTtl: 9,
    })
  })
})
