import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type App, createApp, readConfig } from '../app.ts'
import type { Resource } from '../core/crud/resource.ts'
import { discoverModules } from '../modules.ts'

// what a module's tests take from the platform's test helpers: through this file alone
export { type App, createApp, readConfig } from '../app.ts'
export { serves, tableIndexes } from './indexes.ts'
export { LEGACY_EXPORT_BUTTON, seedLegacyMenus } from './legacy-menus.ts'
export { killAll, type ServerProcess, startMain } from './process.ts'

/**
 * `MODULES_DISABLED` leaving out a module and every module that needs it (the app realm's fixture
 * stands in for the user module, and the shop needs users).
 */
export async function withoutModule(name: string): Promise<string> {
  const all = await discoverModules()
  const off = new Set([name])
  for (let grew = true; grew; ) {
    grew = false
    for (const m of all) if (!off.has(m.name) && m.requires?.some((r) => off.has(r))) grew = !!off.add(m.name)
  }
  return [...off].join(',')
}

export const TEST_CAPTCHA = 'test'
export const ADMIN_PASSWORD = 'admin-pass-1'

/** The dialects every server suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const
export type TestDialect = (typeof dialects)[number]
export const redisUrl = process.env.TEST_REDIS_URL

export interface TestServer {
  app: App
  url: string
  env: Record<string, string>
  client(): ApiClient
  /** the ids of the menus modules declared under these keys */
  menuIds(...keys: string[]): Promise<number[]>
  close(): Promise<void>
}

/** A fresh database for one test run: a temp SQLite folder, or a PostgreSQL schema of its own. */
export function freshEnv(dialect: TestDialect, extra: Record<string, string> = {}): Record<string, string> {
  const id = randomBytes(6).toString('hex')
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-test-')),
    ADMIN_PASSWORD,
    BACKROOM_TEST_CAPTCHA: TEST_CAPTCHA,
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: `backroom-test-${id}:`,
    ...extra,
  }
  if (dialect === 'postgres') {
    env.DATABASE_URL = process.env.TEST_DATABASE_URL!
    env.DATABASE_SCHEMA = `test_${id}`
  }
  return env
}

/** Drops what freshEnv made. */
export async function dropEnv(env: Record<string, string>) {
  if (env.DATABASE_SCHEMA) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    await client.query(`drop schema if exists "${env.DATABASE_SCHEMA}" cascade`)
    await client.end()
  }
  // a start that failed half-way may still be closing files in it: retried, as rm -r would be
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
}

/** A real server listening on a free port, over a fresh database (or over `env`'s, to share one). */
export async function startServer(
  dialect: TestDialect,
  extra: Record<string, string> = {},
  sharedEnv?: Record<string, string>,
  options: { moduleDirs?: string[] } = {},
) {
  const env = sharedEnv ?? freshEnv(dialect, extra)
  const app = await createApp(readConfig({ ...env, ...extra }), { logger: false, ...options })
  await app.app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const server: TestServer = {
    app,
    url,
    env,
    async menuIds(...keys) {
      const rows = await app.ctx.db
        .selectFrom('base_sys_menu_key')
        .select(['key', 'menuId'])
        .where('key', 'in', keys)
        .execute()
      return keys.map((k) => {
        const id = rows.find((r) => r.key === k)?.menuId
        if (typeof id !== 'number') throw new Error(`no menu for the key ${k}`)
        return id
      })
    },
    client: () => new ApiClient(url),
    async close() {
      await app.close()
      if (!sharedEnv) await dropEnv(env)
    },
  }
  return server
}

export interface Reply<T = unknown> {
  status: number
  code?: number
  message?: string
  data: T
  body: unknown
  headers: Headers
}

/** Talks to the server over HTTP as the console does: raw token in `Authorization`, a `language` header. */
export class ApiClient {
  token?: string
  refreshToken?: string
  language = 'zh-cn'

  constructor(readonly url: string) {}

  async request<T = unknown>(
    method: string,
    pathname: string,
    init: {
      body?: unknown
      query?: Record<string, unknown>
      raw?: string | Blob | FormData
      headers?: Record<string, string>
    } = {},
  ): Promise<Reply<T>> {
    const u = new URL(pathname, this.url)
    for (const [k, v] of Object.entries(init.query ?? {})) u.searchParams.set(k, String(v))
    const headers: Record<string, string> = { language: this.language, ...init.headers }
    if (this.token) headers.authorization = this.token
    let body: string | Blob | FormData | undefined = init.raw
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.body)
    }
    const res = await fetch(u, { method, headers, body })
    const text = await res.text()
    let json: { code?: number; message?: string; data?: T } | undefined
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return {
      status: res.status,
      code: json?.code,
      message: json?.message,
      data: json?.data as T,
      body: json ?? text,
      headers: res.headers,
    }
  }

  get<T = unknown>(pathname: string, query?: Record<string, unknown>) {
    return this.request<T>('GET', pathname, { query })
  }
  post<T = unknown>(pathname: string, body: unknown = {}) {
    return this.request<T>('POST', pathname, { body })
  }

  async captcha() {
    const r = await this.get<{ captchaId: string }>('/admin/base/open/captcha')
    return r.data.captchaId
  }

  async login(username = 'admin', password = ADMIN_PASSWORD, verifyCode = TEST_CAPTCHA) {
    const captchaId = await this.captcha()
    const r = await this.post<{ token: string; refreshToken: string }>('/admin/base/open/login', {
      username,
      password,
      captchaId,
      verifyCode,
    })
    if (r.code === 1000) {
      this.token = r.data.token
      this.refreshToken = r.data.refreshToken
    }
    return r
  }

  /**
   * As an administrator: a role holding these menus and departments, and a user of it with this
   * password. Refuses (throws) when the server does, so a test never runs on a setup that failed.
   */
  async addStaff(
    username: string,
    password: string,
    grants: { menuIdList: number[]; departmentIdList?: number[]; departmentId?: number },
  ) {
    const role = await this.post<{ id: number }>('/admin/base/sys/role/add', {
      name: `role-${username}`,
      label: `role-${username}`,
      menuIdList: grants.menuIdList,
      departmentIdList: grants.departmentIdList ?? [1],
    })
    if (role.code !== 1000) throw new Error(`role for ${username}: ${role.message}`)
    const user = await this.post<{ id: number }>('/admin/base/sys/user/add', {
      username,
      password,
      departmentId: grants.departmentId ?? 1,
      roleIdList: [role.data.id],
    })
    if (user.code !== 1000) throw new Error(`user ${username}: ${user.message}`)
    return { roleId: role.data.id, userId: user.data.id }
  }

  /** Signs in or fails the test. */
  async signIn(username = 'admin', password = ADMIN_PASSWORD) {
    const r = await this.login(username, password)
    if (r.code !== 1000) throw new Error(`sign-in as ${username} failed: ${r.message}`)
    return this
  }
}

/** Every resource the server's modules declared, engines and all (the registry knows them only as declared). */
export const resourcesOf = (server: { app: App }) => server.app.ctx.registry.resources as Resource[]

/** The resource of a table. */
export function resourceOf(server: { app: App }, table: string): Resource {
  const found = resourcesOf(server).find((r) => r.table === table)
  if (!found) throw new Error(`no resource of ${table}`)
  return found
}
