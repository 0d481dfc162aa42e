import path from 'node:path'
import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')
const seconds = z.coerce.number().int().positive()

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  /** PostgreSQL schema to work in (tests give each run its own) */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** prefix of every Redis key, so that several deployments (or test runs) can share one Redis */
  REDIS_PREFIX: z.string().default('backroom:'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_PASSWORD: z.string().min(6).max(16).optional(),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(2048).default(100),
  /** what one user may upload in all */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(1024),
  /** the address the server is reached at (`https://admin.example.com`): upload URLs become absolute */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** an S3-compatible storage for uploads instead of UPLOAD_DIR */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TZ: z.string().optional(),
  /**
   * API paths the request log leaves out, comma-separated (`*` at the end matches a prefix), in
   * place of those the log's module names (the log screen's own reads)
   */
  REQUEST_LOG_IGNORE: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  /** PostgreSQL: statements prepared once per connection (false behind a pooler in transaction mode) */
  DATABASE_PREPARE: bool.default(true),
  /** tenant filter: tenant-aware resources show each administrator their tenant's rows only */
  TENANCY: z.enum(['on', 'off']).default('off'),
  EPS_PUBLIC: bool.default(false),
  BODY_LIMIT_KB: z.coerce
    .number()
    .int()
    .positive()
    .max(100 * 1024)
    .default(1024),
  LOGIN_MAX_FAILS_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_SECONDS: seconds.default(15 * 60),
  ACCESS_TOKEN_TTL: seconds.optional(),
  REFRESH_TOKEN_TTL: seconds.optional(),
  /** the app realm's (the shop's front end's) token lifetimes */
  APP_ACCESS_TOKEN_TTL: seconds.default(86_400),
  APP_REFRESH_TOKEN_TTL: seconds.default(2_592_000),
  /** the origins allowed to call `/app/*` from a browser, comma-separated; none by default */
  APP_CORS_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => /^https?:\/\/[^/\s]+$/.test(o.trim())),
      'must be origins (https://shop.example.com) separated by commas',
    )
    .optional(),
  BACKROOM_TEST_CAPTCHA: z.string().min(1).max(20).optional(),
  /** seconds without a heartbeat after which a scheduled run is taken to have crashed (default 30) */
  BACKROOM_TEST_HEARTBEAT: seconds.optional(),
  /** folders of further modules, comma-separated: tests' fixture modules, for servers they run as processes */
  BACKROOM_TEST_MODULES: z.string().optional(),
  /** serve the built console from this folder (default: the web package's dist) */
  WEB_DIR: z.string().optional(),
  /** modules to leave out, by name, comma-separated */
  MODULES_DISABLED: z
    .string()
    .regex(/^[a-z][a-z0-9-]*(\s*,\s*[a-z][a-z0-9-]*)*$/, 'must be module names separated by commas')
    .optional(),
})

export type Config = ReturnType<typeof readConfig>

/** A setting that stops the server: its message is one line naming the setting and the reason. */
export class ConfigError extends Error {}

/** The setting whose service could not be opened, and why, in one line. */
export function unreachable(setting: string, err: unknown): ConfigError {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] }
  const reason = e?.message || e?.errors?.map((x) => x.message).join(', ') || e?.code || String(err)
  return new ConfigError(`${setting}: cannot be opened: ${reason.replace(/\s+/g, ' ').trim()}`)
}

/** Reads and checks the environment once at start-up; throws a readable error on a bad value. */
export function readConfig(env: Record<string, string | undefined> = process.env) {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = Env.safeParse(clean)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  const testOnly = [
    'BACKROOM_TEST_CAPTCHA',
    'ACCESS_TOKEN_TTL',
    'REFRESH_TOKEN_TTL',
    'BACKROOM_TEST_MODULES',
    'BACKROOM_TEST_HEARTBEAT',
  ] as const
  const testSettings = testOnly.filter((k) => e[k] !== undefined)
  if (production && testSettings.length > 0) {
    throw new ConfigError(
      `Refusing to start: ${testSettings.join(', ')} must not be set when NODE_ENV=production`,
    )
  }
  if (production && e.EPS_PUBLIC) {
    throw new ConfigError('Refusing to start: EPS_PUBLIC=true exposes the API catalogue in production')
  }
  const s3Settings = ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const
  const s3Missing = s3Settings.filter((k) => !e[k])
  if (e.S3_ENDPOINT && s3Missing.length > 0) {
    throw new ConfigError(`Invalid configuration: S3_ENDPOINT is set but ${s3Missing.join(', ')} is not`)
  }
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    production,
    /** the environment as given: a module's own settings (`PAYMENT_TEST`) */
    vars: clean as Readonly<Record<string, string>>,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePrepare: e.DATABASE_PREPARE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'upload')),
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    uploadQuotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET as string,
          accessKey: e.S3_ACCESS_KEY as string,
          secretKey: e.S3_SECRET_KEY as string,
          region: e.S3_REGION,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    requestLogIgnore: e.REQUEST_LOG_IGNORE?.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    tenancy: e.TENANCY === 'on',
    epsPublic: e.EPS_PUBLIC,
    bodyLimit: e.BODY_LIMIT_KB * 1024,
    login: {
      maxFailsPerUser: e.LOGIN_MAX_FAILS_PER_USER,
      maxFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    accessTtl: e.ACCESS_TOKEN_TTL ?? 7200,
    refreshTtl: e.REFRESH_TOKEN_TTL ?? 1_296_000,
    app: {
      accessTtl: e.APP_ACCESS_TOKEN_TTL,
      refreshTtl: e.APP_REFRESH_TOKEN_TTL,
      corsOrigins: e.APP_CORS_ORIGINS?.split(',').map((o) => o.trim()) ?? [],
    },
    testCaptcha: e.BACKROOM_TEST_CAPTCHA,
    testHeartbeat: e.BACKROOM_TEST_HEARTBEAT,
    testModules: e.BACKROOM_TEST_MODULES?.split(',').map((d) => d.trim()) ?? [],
    /** names of the test-only settings in force, to be logged loudly */
    testSettings,
    webDir: e.WEB_DIR,
    modulesDisabled: e.MODULES_DISABLED?.split(',').map((n) => n.trim()) ?? [],
  }
}
