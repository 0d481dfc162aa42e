import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

describe.each(dialects)('security headers on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-web-'))
    const page = '<!doctype html><div id="app"></div>'
    fs.writeFileSync(path.join(web, 'index.html'), page)
    // as the build leaves them: browsers are served these
    fs.writeFileSync(path.join(web, 'index.html.gz'), zlib.gzipSync(page))
    fs.writeFileSync(path.join(web, 'index.html.br'), zlib.brotliCompressSync(page))
    server = await startServer(dialect, { WEB_DIR: web })
    admin = await server.client().signIn()
    fs.writeFileSync(path.join(server.env.DATA_DIR, 'upload', 'note.txt'), 'hello')
  })
  afterAll(() => server.close())

  it.each<[string, string, string, boolean]>([
    ['an API answer', 'GET', '/admin/base/comm/person', true],
    ['a refused call', 'GET', '/admin/base/sys/user/info?id=abc', true],
    ['a missing route', 'GET', '/admin/nowhere', true],
    ['an anonymous call', 'POST', '/admin/base/comm/logout', false],
    ['a public page', 'GET', '/admin/base/open/html?key=rich', false],
    ['an uploaded file', 'GET', '/upload/note.txt', false],
    ['the console', 'GET', '/sys/user', false],
    ['the API description', 'GET', '/api/swagger/json', true],
  ])('sends nosniff and a referrer policy with %s', async (_, method, url, signedIn) => {
    const c = signedIn ? admin : server.client()
    const r = await c.request(method, url)
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('referrer-policy')).toBe('same-origin')
  })

  it.each(
    ['/', '/index.html', '/sys/user'].flatMap((url) => ['identity', 'gzip', 'br'].map((enc) => [url, enc])),
  )('lets the console at %s be framed only by itself, sent with Accept-Encoding %s', async (url, enc) => {
    const r = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': enc } })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-encoding')).toBe(enc === 'identity' ? null : enc)
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(r.headers.get('cache-control')).toBe('no-cache')
  })

  it.each(['/swagger', '/swagger/json', '/api/swagger/json'])(
    'serves %s to a signed-in administrator only',
    async (url) => {
      const anonymous = await server.client().request('GET', url)
      expect([anonymous.status, anonymous.code]).toEqual([401, 1001])
      const forged = server.client()
      forged.token = 'not-a-token'
      expect((await forged.request('GET', url)).status).toBe(401)
      expect((await admin.request('GET', url)).status).toBe(200)
    },
  )
})

describe.each(dialects)('the API description with EPS_PUBLIC on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, { EPS_PUBLIC: 'true' })
  })
  afterAll(() => server.close())

  it('is served to anyone', async () => {
    const r = await server.client().get<unknown>('/api/swagger/json')
    expect(r.status).toBe(200)
    expect(r.body).toHaveProperty('paths')
  })
})
