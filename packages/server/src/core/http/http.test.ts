import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import { ApiClient, dialects, dropEnv, freshEnv, startServer, type TestServer } from '../../test/harness.ts'

/** Polls until the query finds rows: the request log is written shortly after the answer. */
async function eventually<T>(query: () => Promise<T[]>): Promise<T[]> {
  for (let i = 0; i < 50; i++) {
    const rows = await query()
    if (rows.length) return rows
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('no rows appeared')
}

describe.each(dialects)('HTTP behaviour on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect, { BODY_LIMIT_KB: '4' })
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('serves the same routes under /api', async () => {
    const r = await admin.get<{ username: string }>('/api/admin/base/comm/person')
    expect(r.data.username).toBe('admin')
  })

  it('answers an unknown admin route with a 404 envelope in the caller language', async () => {
    for (const path of ['/admin/nope', '/api/admin/base/sys/user/nope']) {
      const r = await admin.get(path)
      expect([r.status, r.code, r.message]).toEqual([404, 1001, '接口不存在'])
    }
    admin.language = 'en'
    expect((await admin.get('/admin/nope')).message).toBe('No such API route')
    admin.language = 'zh-cn'
  })

  it('refuses an oversized body with an envelope, not a stack', async () => {
    const r = await admin.post('/admin/dict/info/add', { typeId: 19, name: 'x', remark: 'y'.repeat(8000) })
    expect([r.status, r.code, r.message]).toEqual([200, 1001, '请求体过大'])
  })

  it('accepts an empty JSON body', async () => {
    const r = await admin.request('POST', '/admin/base/sys/user/page', {
      raw: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(r.code).toBe(1000)
  })

  it('publishes an OpenAPI document generated from the same schemas to a signed-in administrator', async () => {
    const r = await admin.get('/api/swagger/json')
    const doc = r.body as { paths: Record<string, Record<string, { requestBody?: unknown }>> }
    expect(doc.paths['/admin/base/sys/user/add'].post.requestBody).toBeDefined()
    expect(Object.keys(doc.paths)).toContain('/admin/base/open/login')
    expect((await admin.get('/swagger')).status).toBe(200)
  })

  it('logs every admin call off the request path, with secrets masked and no /api prefix', async () => {
    const c = server.client()
    const captchaId = await c.captcha()
    await c.request('POST', '/api/admin/base/open/login', {
      body: { username: 'admin', password: 'TopSecret9', captchaId, verifyCode: 'test-code' },
    })
    await c.get('/admin/base/open/refreshToken', { refreshToken: 'some.refresh.token' })
    // the admin's own sign-in is logged too: wait for the rows of these very calls
    const logged = (action: string, mark: string) =>
      eventually(async () =>
        (
          await server.app.ctx.db
            .selectFrom('base_sys_log')
            .selectAll()
            .where('action', '=', action)
            .execute()
        ).filter((r) => JSON.stringify(r.params).includes(mark)),
      )
    const rows = [
      ...(await logged('/admin/base/open/login', captchaId)),
      ...(await logged('/admin/base/open/refreshToken', 'refreshToken')),
    ]
    const parsed = rows.map((r) => ({
      ip: r.ip as string,
      params: typeof r.params === 'string' ? JSON.parse(r.params) : r.params,
    }))
    const login = parsed.find((r) => r.params?.captchaId === captchaId)!
    expect(login.params).toEqual({ username: 'admin', password: '******', captchaId, verifyCode: '******' })
    expect(login.ip).toBe('127.0.0.1')
    expect(JSON.stringify(rows)).not.toMatch(/TopSecret9|test-code|some\.refresh\.token/)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const r = await admin.request('GET', '/admin/base/comm/person', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(r.status).toBe(200)
    const [row] = await eventually(() =>
      server.app.ctx.db
        .selectFrom('base_sys_log')
        .select('ip')
        .where('action', '=', '/admin/base/comm/person')
        .execute(),
    )
    expect(row.ip).toBe('127.0.0.1')
  })
})

describe('the built console', () => {
  let server: TestServer
  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-web-'))
    fs.mkdirSync(path.join(web, 'assets'))
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="app"></div>')
    fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js'), 'console.log("plain")')
    fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("plain")'))
    server = await startServer('sqlite', { WEB_DIR: web })
  })
  afterAll(() => server.close())

  it.each(['/', '/login', '/sys/user'])(
    'answers %s with the console, never cached, under the content policy',
    async (p) => {
      const res = await fetch(server.url + p)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<div id="app">')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(res.headers.get('content-security-policy')).toContain('frame-src')
    },
  )

  it('serves hashed assets pre-compressed with a long cache lifetime', async () => {
    const res = await fetch(`${server.url}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(await res.text()).toBe('console.log("plain")')
  })

  it.each(['/admin/nothing-here', '/app/nothing-here', '/app', '/admin/base/x.html?y=1'])(
    'answers the unknown API path %s with a JSON 404 envelope, not the console',
    async (p) => {
      const res = await fetch(server.url + p)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(await res.json()).toMatchObject({ code: 1001 })
    },
  )
})

describe('unexpected faults', () => {
  const env = freshEnv('sqlite')
  const lines: string[] = []
  let close: () => Promise<void>
  let client: ApiClient
  let ipOf: () => Promise<unknown>

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = await createApp(readConfig({ ...env, TRUST_PROXY: 'true' }), {
      logger: { level: 'error', stream },
    })
    await app.app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.app.server.address() as { port: number }
    client = new ApiClient(`http://127.0.0.1:${address.port}`)
    await client.signIn()
    ipOf = async () => {
      const [row] = await eventually(() =>
        app.ctx.db
          .selectFrom('base_sys_log')
          .select('ip')
          .where('action', '=', '/admin/base/comm/person')
          .execute(),
      )
      return row.ip
    }
    close = async () => {
      await app.close().catch(() => {})
      await dropEnv(env)
    }
    // sabotage the database so the next query fails in a way no handler expects
    await app.ctx.db.schema.dropTable('dict_type').execute()
  })
  afterAll(() => close())

  it('takes the client address from X-Forwarded-For when TRUST_PROXY is set', async () => {
    const r = await client.request('GET', '/admin/base/comm/person', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(r.status).toBe(200)
    expect(await ipOf()).toBe('203.0.113.9')
  })

  it('answers 500 with an envelope and a request id that the log carries with the stack', async () => {
    const r = await client.post('/admin/dict/type/page', {})
    expect(r.status).toBe(500)
    expect(r.code).toBe(1001)
    expect(r.message).toBe('服务器出错了，请稍后再试')
    const requestId = (r.body as { requestId: string }).requestId
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts/)
    const logged = lines.find((l) => l.includes(requestId))
    expect(logged).toContain('dict_type')
    expect(logged).toContain('stack')
  })
})
