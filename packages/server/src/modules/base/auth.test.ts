import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

describe.each(dialects)('sign-in and sessions on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, { LOGIN_MAX_FAILS_PER_USER: '3', LOGIN_MAX_FAILS_PER_IP: '50' })
  })
  afterAll(() => server.close())

  const createUser = async (admin: ApiClient, username: string, password = 'secret-1') =>
    (
      await admin.addStaff(username, password, {
        menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      })
    ).userId

  it('answers a captcha as an SVG data URI and accepts it once', async () => {
    const c = server.client()
    const r = await c.get<{ captchaId: string; data: string }>('/admin/base/open/captcha', {
      width: 150,
      height: 45,
      color: '#2c3142',
    })
    expect(r.data.data).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(r.data.data.split(',')[1], 'base64').toString()).toContain('#2c3142')
    const body = {
      username: 'admin',
      password: ADMIN_PASSWORD,
      captchaId: r.data.captchaId,
      verifyCode: 'TEST',
    }
    expect((await c.post('/admin/base/open/login', body)).code).toBe(1000)
    const again = await c.post('/admin/base/open/login', body)
    expect(again.code).toBe(1001)
    expect(again.message).toBe('验证码不正确')
  })

  it('uses the captcha up on a failed attempt too', async () => {
    const c = server.client()
    const captchaId = await c.captcha()
    const wrong = await c.post('/admin/base/open/login', {
      username: 'admin',
      password: 'wrong-pass',
      captchaId,
      verifyCode: 'test',
    })
    expect(wrong.message).toBe('账户或密码不正确')
    const retry = await c.post('/admin/base/open/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      captchaId,
      verifyCode: 'test',
    })
    expect(retry.message).toBe('验证码不正确')
  })

  it('signs in, refreshes, and logs out so that both tokens stop working', async () => {
    const c = server.client()
    const login = await c.login()
    expect(login.data).toMatchObject({ expire: 7200, refreshExpire: 1296000 })
    expect((await c.get('/admin/base/comm/person')).data).toMatchObject({ username: 'admin' })
    expect((await c.get('/admin/base/comm/person')).data).not.toHaveProperty('password')

    const oldRefresh = c.refreshToken!
    const refreshed = await c.get<{ token: string; refreshToken: string }>('/admin/base/open/refreshToken', {
      refreshToken: oldRefresh,
    })
    expect(refreshed.code).toBe(1000)
    c.token = refreshed.data.token
    expect((await c.get('/admin/base/comm/person')).status).toBe(200)
    // a refresh token is spent once used
    expect((await c.get('/admin/base/open/refreshToken', { refreshToken: oldRefresh })).status).toBe(401)

    expect((await c.post('/admin/base/comm/logout')).code).toBe(1000)
    expect((await c.get('/admin/base/comm/person')).status).toBe(401)
    expect(
      (await c.get('/admin/base/open/refreshToken', { refreshToken: refreshed.data.refreshToken })).status,
    ).toBe(401)
  })

  it('refuses a refresh token used as an access token, and an access token used to refresh', async () => {
    const c = await server.client().signIn()
    const access = c.token!
    c.token = c.refreshToken
    const asAccess = await c.get('/admin/base/comm/person')
    expect(asAccess.status).toBe(401)
    expect(asAccess.code).toBe(1001)
    expect((await c.get('/admin/base/open/refreshToken', { refreshToken: access })).status).toBe(401)
  })

  it('answers 401 for a missing, malformed or Bearer-prefixed token', async () => {
    const c = await server.client().signIn()
    const token = c.token
    for (const t of [undefined, 'nonsense', `Bearer ${token}`, `${token}x`]) {
      c.token = t
      expect((await c.get('/admin/base/comm/person')).status).toBe(401)
    }
  })

  it('kills older access and refresh tokens when the password changes', async () => {
    const admin = await server.client().signIn()
    await createUser(admin, 'pwuser', 'first-pw')
    const a = await server.client().signIn('pwuser', 'first-pw')
    const b = await server.client().signIn('pwuser', 'first-pw')
    const wrongOld = await a.post('/admin/base/comm/personUpdate', {
      password: 'second-pw',
      oldPassword: 'nope-nope',
    })
    expect(wrongOld.message).toBe('原密码错误')
    const tooShort = await a.post('/admin/base/comm/personUpdate', {
      password: '123',
      oldPassword: 'first-pw',
    })
    expect(tooShort.code).toBe(1001)
    const changed = await a.post('/admin/base/comm/personUpdate', {
      password: 'second-pw',
      oldPassword: 'first-pw',
    })
    expect(changed.code).toBe(1000)
    for (const c of [a, b]) {
      expect((await c.get('/admin/base/comm/person')).status).toBe(401)
      expect((await c.get('/admin/base/open/refreshToken', { refreshToken: c.refreshToken })).status).toBe(
        401,
      )
    }
    expect((await server.client().login('pwuser', 'first-pw')).code).toBe(1001)
    expect((await server.client().login('pwuser', 'second-pw')).code).toBe(1000)
  })

  it('personUpdate changes profile fields only', async () => {
    const admin = await server.client().signIn()
    await createUser(admin, 'profile', 'profile-pw')
    const c = await server.client().signIn('profile', 'profile-pw')
    await c.post('/admin/base/comm/personUpdate', {
      nickName: 'Nick',
      username: 'hijack',
      status: 0,
      departmentId: 12,
    })
    const me = await c.get<Record<string, unknown>>('/admin/base/comm/person')
    expect(me.data).toMatchObject({ nickName: 'Nick', username: 'profile', status: 1, departmentId: 1 })
  })

  it("ends a disabled user's sessions at once, refresh tokens included", async () => {
    const admin = await server.client().signIn()
    const id = await createUser(admin, 'tobedisabled')
    const c = await server.client().signIn('tobedisabled', 'secret-1')
    expect((await c.get('/admin/base/comm/person')).status).toBe(200)
    expect((await admin.post('/admin/base/sys/user/update', { id, status: 0 })).code).toBe(1000)
    expect((await c.get('/admin/base/comm/person')).status).toBe(401)
    expect((await c.get('/admin/base/open/refreshToken', { refreshToken: c.refreshToken })).status).toBe(401)
    expect((await server.client().login('tobedisabled', 'secret-1')).message).toBe('账户或密码不正确')
  })

  it('refuses sign-in after too many failures for one account, in the caller language', async () => {
    const admin = await server.client().signIn()
    await createUser(admin, 'throttled', 'right-pw')
    const c = server.client()
    for (let i = 0; i < 3; i++)
      expect((await c.login('throttled', 'wrong-pw')).message).toBe('账户或密码不正确')
    const refused = await c.login('throttled', 'right-pw')
    expect(refused.code).toBe(1001)
    expect(refused.message).toMatch(/登录失败次数过多/)
    c.language = 'en'
    expect((await c.login('throttled', 'right-pw')).message).toMatch(/Too many failed sign-ins/)
    // other accounts are not affected
    expect((await server.client().login()).code).toBe(1000)
  })

  it('refuses a user without roles with the answer of a wrong password', async () => {
    const admin = await server.client().signIn()
    const r = await admin.post('/admin/base/sys/user/add', {
      username: 'noroles',
      password: 'secret-1',
      departmentId: 1,
    })
    expect(r.code).toBe(1000)
    expect((await server.client().login('noroles', 'secret-1')).message).toBe('账户或密码不正确')
  })
})

describe('captcha rate', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer('sqlite')
  })
  afterAll(() => server.close())

  it('refuses more than 120 captchas a minute from one address', async () => {
    const c = server.client()
    const codes = []
    for (let i = 0; i < 121; i++) codes.push((await c.get('/admin/base/open/captcha')).code)
    expect(codes.slice(0, 120).every((code) => code === 1000)).toBe(true)
    expect(codes[120]).toBe(1001)
  })
})

describe.each(dialects)('sign-in throttling per address on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, { LOGIN_MAX_FAILS_PER_USER: '100', LOGIN_MAX_FAILS_PER_IP: '4' })
  })
  afterAll(() => server.close())

  it('refuses every account from an address with too many failures', async () => {
    const c = server.client()
    for (let i = 0; i < 4; i++) await c.login(`nobody${i}`, 'wrong-pw')
    const r = await c.login()
    expect(r.code).toBe(1001)
    expect(r.message).toMatch(/登录失败次数过多/)
  })
})
