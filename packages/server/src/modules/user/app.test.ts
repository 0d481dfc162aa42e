import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  dialects,
  dropEnv,
  freshEnv,
  redisUrl,
  startServer,
  TEST_CAPTCHA,
  type TestServer,
} from '../../test/harness.ts'

type Tokens = { token: string; refreshToken: string }

let phones = 0
/** A phone number no other test of the run registers. */
const nextPhone = () =>
  `139${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phones++ % 100).padStart(2, '0')}`

/** Registers an app user through the app realm, as the shop's front end does; a client holding their token. */
async function register(server: TestServer, phone = nextPhone(), password = 'app-pass-1') {
  const client = server.client()
  const captcha = await client.get<{ captchaId: string }>('/app/user/login/captcha')
  // every test registers from this one address: its hourly allowance of codes is not what they test
  await server.app.ctx.cache.del('sms:rate:ip:127.0.0.1')
  expect((await client.get('/app/user/login/smsCode', { phone })).code).toBe(1000)
  const r = await client.post<Tokens>('/app/user/login/register', {
    phone,
    password,
    smsCode: TEST_CAPTCHA,
    captchaId: captcha.data.captchaId,
    verifyCode: TEST_CAPTCHA,
  })
  expect(r.message).toBe('success')
  client.token = r.data.token
  client.refreshToken = r.data.refreshToken
  const me = await client.get<{ id: number }>('/app/user/info/person')
  return { client, phone, password, id: me.data.id }
}

const signInByPassword = (server: TestServer, phone: string, password: string, captcha?: string) =>
  server.client().post<Tokens>('/app/user/login/password', {
    phone,
    password,
    ...(captcha ? { captchaId: captcha, verifyCode: TEST_CAPTCHA } : {}),
  })

const address = (over: Record<string, unknown> = {}) => ({
  contact: '王小明',
  phone: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: '科技园 1 号',
  ...over,
})

describe.each(dialects)('the app realm of app users on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())

  it('registers with a text-message code, once a code, and signs in by phone and password', async () => {
    const { phone, password } = await register(server)
    const again = server.client()
    const captcha = await again.get<{ captchaId: string }>('/app/user/login/captcha')
    // the code was used up by the registration
    const reused = await again.post('/app/user/login/register', {
      phone: nextPhone(),
      password,
      smsCode: TEST_CAPTCHA,
      captchaId: captcha.data.captchaId,
      verifyCode: TEST_CAPTCHA,
    })
    expect(reused.code).toBe(1001)
    const signedIn = await signInByPassword(server, phone, password)
    expect(signedIn.code).toBe(1000)
    expect(signedIn.data.token).toBeTruthy()
  })

  it('sends a phone one code a minute, and refuses a wrong code', async () => {
    const client = server.client()
    const phone = nextPhone()
    expect((await client.get('/app/user/login/smsCode', { phone })).code).toBe(1000)
    expect((await client.get('/app/user/login/smsCode', { phone })).message).toBe(
      '验证码发送过于频繁，请稍后再试',
    )
    const captcha = await client.get<{ captchaId: string }>('/app/user/login/captcha')
    const wrong = await client.post('/app/user/login/register', {
      phone,
      password: 'app-pass-1',
      smsCode: 'nope',
      captchaId: captcha.data.captchaId,
      verifyCode: TEST_CAPTCHA,
    })
    expect(wrong.body).toMatchObject({ code: 1001, field: 'smsCode' })
  })

  it('asks for a captcha after failed passwords, alike for a registered phone and an unknown one', async () => {
    const { phone } = await register(server)
    const unknown = nextPhone()
    for (const p of [phone, unknown]) {
      expect((await signInByPassword(server, p, 'wrong-pass')).message).toBe('手机号或密码错误')
      await signInByPassword(server, p, 'wrong-pass')
    }
    const [known, stranger] = await Promise.all([
      signInByPassword(server, phone, 'wrong-pass'),
      signInByPassword(server, unknown, 'wrong-pass'),
    ])
    expect(known.body).toEqual(stranger.body)
    expect(known.body).toMatchObject({ code: 1001, data: { captcha: true } })
    const captcha = await server.client().get<{ captchaId: string }>('/app/user/login/captcha')
    expect((await signInByPassword(server, phone, 'app-pass-1', captcha.data.captchaId)).code).toBe(1000)
  })

  it('refreshes a token once, however many times it is sent at once', async () => {
    const { client } = await register(server)
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.client().post<Tokens>('/app/user/login/refreshToken', { refreshToken: client.refreshToken }),
      ),
    )
    expect(tries.filter((r) => r.code === 1000)).toHaveLength(1)
  })

  it("refuses app tokens on the console, and the console's tokens on the app", async () => {
    const { client } = await register(server)
    expect((await client.get('/admin/base/comm/person')).status).toBe(401)
    expect((await client.post('/admin/user/info/page', {})).status).toBe(401)
    expect((await admin.get('/app/user/info/person')).status).toBe(401)
    expect((await server.client().get('/app/user/info/person')).status).toBe(401)
  })

  it('ends every session of a disabled user for good: enabled again, the old tokens stay dead', async () => {
    const { client, id, phone, password } = await register(server)
    expect((await admin.post('/admin/user/info/update', { id, status: 0 })).code).toBe(1000)
    expect((await client.get('/app/user/info/person')).status).toBe(401)
    expect((await signInByPassword(server, phone, password)).message).toBe('手机号或密码错误')
    expect((await admin.post('/admin/user/info/update', { id, status: 1 })).code).toBe(1000)
    expect((await client.get('/app/user/info/person')).status).toBe(401)
    expect(
      (await server.client().post('/app/user/login/refreshToken', { refreshToken: client.refreshToken }))
        .code,
    ).toBe(1001)
    expect((await signInByPassword(server, phone, password)).code).toBe(1000)
  })

  it('ends the sessions of a new password, and of a closed account, whose number can register again', async () => {
    const first = await register(server)
    const changed = await first.client.post<Tokens>('/app/user/info/updatePassword', {
      oldPassword: first.password,
      newPassword: 'app-pass-2',
    })
    expect(changed.code).toBe(1000)
    expect((await first.client.get('/app/user/info/person')).status).toBe(401)
    first.client.token = changed.data.token
    expect((await first.client.get('/app/user/info/person')).code).toBe(1000)
    expect((await first.client.post('/app/user/info/logoff')).code).toBe(1000)
    expect((await first.client.get('/app/user/info/person')).status).toBe(401)
    expect((await signInByPassword(server, first.phone, 'app-pass-2')).code).toBe(1001)
    // (a number gets one code a minute: let this one have the next at once)
    await server.app.ctx.cache.del(`sms:rate:phone:${first.phone}`)
    const again = await register(server, first.phone)
    expect(again.id).not.toBe(first.id)
    const closed = await admin.get<{ status: number; phone: string | null }>('/admin/user/info/info', {
      id: first.id,
    })
    expect([closed.data.status, closed.data.phone]).toEqual([2, null])
  })

  it('returns no password on any route', async () => {
    const { client, id } = await register(server)
    const answers = [
      await client.get('/app/user/info/person'),
      await admin.get('/admin/user/info/info', { id }),
      await admin.post('/admin/user/info/page', { size: 100 }),
      await admin.post('/admin/user/info/list', {}),
    ]
    for (const a of answers) {
      expect(a.code).toBe(1000)
      expect(JSON.stringify(a.data)).not.toMatch(/"password"|argon2/)
    }
  })

  it('lets an app user reach their own addresses only', async () => {
    const a = await register(server)
    const b = await register(server)
    const added = await a.client.post<{ id: number }>('/app/user/address/add', address({ userId: b.id }))
    expect(added.code).toBe(1000)
    const mine =
      await a.client.post<{ id: number; userId: number; isDefault: boolean }[]>('/app/user/address/list')
    expect(mine.data.map((r) => [r.id, r.userId, r.isDefault])).toEqual([[added.data.id, a.id, true]])
    expect((await b.client.post<unknown[]>('/app/user/address/list')).data).toEqual([])
    expect((await b.client.get('/app/user/address/info', { id: added.data.id })).code).toBe(1001)
    const stolen = await b.client.post('/app/user/address/update', { id: added.data.id, contact: 'thief' })
    expect(stolen.code).toBe(1001)
    expect((await b.client.post('/app/user/address/delete', { ids: [added.data.id] })).code).toBe(1001)
    expect((await b.client.post('/app/user/address/setDefault', { id: added.data.id })).code).toBe(1001)
    const still = await a.client.get<{ contact: string }>('/app/user/address/info', { id: added.data.id })
    expect(still.data.contact).toBe('王小明')
  })

  it('keeps exactly one default address under 20 concurrent changes', async () => {
    const { client } = await register(server)
    const ids: number[] = []
    for (let i = 0; i < 20; i++)
      ids.push(
        (await client.post<{ id: number }>('/app/user/address/add', address({ contact: `c${i}` }))).data.id,
      )
    const answers = await Promise.all(ids.map((id) => client.post('/app/user/address/setDefault', { id })))
    expect(answers.every((r) => r.code === 1000)).toBe(true)
    const rows = (await client.post<{ isDefault: boolean }[]>('/app/user/address/list')).data
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1)
  })

  it("describes the app realm's routes in OpenAPI apart from the console's", async () => {
    const doc = await admin.request<unknown>('GET', '/swagger/json')
    const paths = (doc.body as { paths: Record<string, Record<string, { tags: string[] }>> }).paths
    expect(paths['/app/user/login/password'].post.tags).toEqual(['app/user'])
    expect(paths['/app/user/address/setDefault'].post.tags).toEqual(['app/user'])
    expect(paths['/admin/user/info/page'].post.tags).toEqual(['user'])
  })

  it("serves public parameters only, and the app realm's own catalogue", async () => {
    await admin.post('/admin/base/sys/param/add', {
      name: 'notice',
      keyName: 'shopNotice',
      data: 'open today',
      isPublic: true,
    })
    await admin.post('/admin/base/sys/param/add', {
      name: 'secret',
      keyName: 'shopSecret',
      data: 'hidden',
      isPublic: false,
    })
    const anyone = server.client()
    expect((await anyone.get('/app/base/comm/param', { key: 'shopNotice' })).data).toBe('open today')
    const hidden = await anyone.get('/app/base/comm/param', { key: 'shopSecret' })
    expect([hidden.code, hidden.data]).toEqual([1001, undefined])
    const eps = await anyone.get<Record<string, { prefix: string }[]>>('/app/base/comm/eps')
    const prefixes = Object.values(eps.data).flatMap((list) => list.map((c) => c.prefix))
    expect(prefixes).toEqual(
      expect.arrayContaining(['/app/user/address', '/app/user/login', '/app/dict/info']),
    )
    expect(prefixes.some((p) => p.startsWith('/admin/'))).toBe(false)
    expect((await anyone.get('/app/dict/info/types')).code).toBe(1000)
    expect((await anyone.post('/app/dict/info/data', { types: ['brand'] })).code).toBe(1000)
  })
})

describe.each(dialects)('cross-origin calls on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, { APP_CORS_ORIGINS: 'https://shop.example.com' })
  })
  afterAll(() => server?.close())

  const preflight = (path: string, origin: string) =>
    server.client().request('OPTIONS', path, {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    })

  it('answers the listed origins on the app realm only', async () => {
    const listed = await preflight('/app/user/login/password', 'https://shop.example.com')
    expect(listed.status).toBe(204)
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    expect(listed.headers.get('access-control-allow-headers')).toMatch(/authorization/)
    const other = await preflight('/app/user/login/password', 'https://evil.example.com')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const get = await server
      .client()
      .request('GET', '/app/dict/info/types', { headers: { origin: 'https://shop.example.com' } })
    expect(get.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    const console = await server.client().request('GET', '/admin/base/open/captcha', {
      headers: { origin: 'https://shop.example.com' },
    })
    expect(console.headers.get('access-control-allow-origin')).toBeNull()
    expect(
      (await preflight('/admin/base/open/login', 'https://shop.example.com')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull()
  })
})

describe.runIf(!!process.env.TEST_DATABASE_URL && !!redisUrl)(
  'app sessions on two instances (PostgreSQL + Redis)',
  () => {
    const env = freshEnv('postgres', { REDIS_URL: redisUrl ?? '' })
    let a: TestServer
    let b: TestServer
    beforeAll(async () => {
      a = await startServer('postgres', {}, env)
      b = await startServer('postgres', {}, env)
    })
    afterAll(async () => {
      await a?.close()
      await b?.close()
      await dropEnv(env)
    })

    it('refreshes a token once when it is sent ten times at once to both', async () => {
      const { client } = await register(a)
      const tries = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? a : b)
            .client()
            .post<Tokens>('/app/user/login/refreshToken', { refreshToken: client.refreshToken }),
        ),
      )
      expect(tries.filter((r) => r.code === 1000)).toHaveLength(1)
    })

    it('ends on B at once a session a password change ended on A', async () => {
      const { client, password } = await register(a)
      const onB = b.client()
      onB.token = client.token
      expect((await onB.get('/app/user/info/person')).code).toBe(1000)
      await client.post('/app/user/info/updatePassword', { oldPassword: password, newPassword: 'app-pass-9' })
      expect((await onB.get('/app/user/info/person')).status).toBe(401)
    })
  },
)
