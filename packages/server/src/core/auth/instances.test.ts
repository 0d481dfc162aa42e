import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropEnv, freshEnv, redisUrl, startServer, type TestServer } from '../../test/harness.ts'

const shared = describe.runIf(!!process.env.TEST_DATABASE_URL && !!redisUrl)

shared('two instances on PostgreSQL + Redis', () => {
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

  it('accepts on B a captcha issued by A, and signs tokens alike', async () => {
    const onA = a.client()
    const captchaId = await onA.captcha()
    const onB = b.client()
    const r = await onB.post<{ token: string }>('/admin/base/open/login', {
      username: 'admin',
      password: env.ADMIN_PASSWORD,
      captchaId,
      verifyCode: env.BACKROOM_TEST_CAPTCHA,
    })
    expect(r.code).toBe(1000)
    onA.token = r.data.token
    expect((await onA.get('/admin/base/comm/person')).status).toBe(200)
  })

  it('refuses on A a session that logged out on B', async () => {
    const onB = await b.client().signIn()
    const onA = a.client()
    onA.token = onB.token
    expect((await onA.get('/admin/base/comm/person')).status).toBe(200)
    await onB.post('/admin/base/comm/logout')
    expect((await onA.get('/admin/base/comm/person')).status).toBe(401)
  })

  it('gives 403 on B at once after a role edit on A', async () => {
    const adminA = await a.client().signIn()
    const { roleId } = await adminA.addStaff('sharer', 'sharer-pw', {
      menuIdList: await a.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    const userB = await b.client().signIn('sharer', 'sharer-pw')
    expect((await userB.post('/admin/base/sys/user/page', {})).status).toBe(200)
    await adminA.post('/admin/base/sys/role/update', {
      id: roleId,
      menuIdList: await a.menuIds('base.sys.user'),
    })
    expect((await userB.post('/admin/base/sys/user/page', {})).status).toBe(403)
  })
})

describe('revocations across a restart on the embedded setup', () => {
  const env = freshEnv('sqlite')
  afterAll(() => dropEnv(env))

  it('still refuses a logged-out token after the server restarts', async () => {
    const first = await startServer('sqlite', {}, env)
    const c = await first.client().signIn()
    const kept = first.client()
    kept.token = c.token
    await c.post('/admin/base/comm/logout')
    const other = await first.client().signIn()
    await first.close()

    const second = await startServer('sqlite', {}, env)
    const again = second.client()
    again.token = kept.token
    expect((await again.get('/admin/base/comm/person')).status).toBe(401)
    again.token = other.token
    expect((await again.get('/admin/base/comm/person')).status).toBe(200)
    await second.close()
  })
})
