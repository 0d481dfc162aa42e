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

  it('needs the bucket and both keys with S3_ENDPOINT, and trims trailing slashes', () => {
    expect(() => readConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'files' })).toThrow(
      'S3_ENDPOINT is set but S3_ACCESS_KEY, S3_SECRET_KEY is not',
    )
    const s3 = { S3_BUCKET: 'files', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' }
    expect(
      readConfig({ S3_ENDPOINT: 'http://s3.local/', PUBLIC_URL: 'https://a.example/', ...s3 }),
    ).toMatchObject({
      publicUrl: 'https://a.example',
      s3: { endpoint: 'http://s3.local', bucket: 'files', region: 'us-east-1' },
    })
    expect(readConfig(s3).s3).toBeUndefined()
  })
})
