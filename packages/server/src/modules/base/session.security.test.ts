import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  dialects,
  dropEnv,
  freshEnv,
  killAll,
  redisUrl,
  startMain,
  startServer,
  type TestServer,
} from '../../test/harness.ts'

/** Ten uses of one refresh token at once, spread over these servers; answers the codes. */
async function raceRefresh(urls: string[], refreshToken: string) {
  const uses = Array.from({ length: 10 }, (_, i) =>
    new ApiClient(urls[i % urls.length]).get<{ refreshToken: string }>('/admin/base/open/refreshToken', {
      refreshToken,
    }),
  )
  return Promise.all(uses)
}

async function expectOneWinner(urls: string[]) {
  const c = await new ApiClient(urls[0]).signIn()
  const answers = await raceRefresh(urls, c.refreshToken!)
  const won = answers.filter((a) => a.code === 1000)
  expect(won).toHaveLength(1)
  expect(answers.filter((a) => a.status === 401)).toHaveLength(9)
  const next = await c.get('/admin/base/open/refreshToken', { refreshToken: won[0].data.refreshToken })
  expect(next.code).toBe(1000)
}

const stores = [
  ['the in-process store', {}],
  ...(redisUrl ? [['Redis', { REDIS_URL: redisUrl }] as const] : []),
] as const

describe.each(dialects)('refresh rotation on %s', (dialect) => {
  it.each(stores)(
    'lets exactly one of ten concurrent uses of a refresh token win, with %s',
    async (_, extra) => {
      const server = await startServer(dialect, { ...extra })
      try {
        await expectOneWinner([server.url])
      } finally {
        await server.close()
      }
    },
  )
})

describe.runIf(!!process.env.TEST_DATABASE_URL && !!redisUrl)('refresh rotation across processes', () => {
  const env = freshEnv('postgres', { REDIS_URL: redisUrl ?? '' })
  const processes: Awaited<ReturnType<typeof startMain>>[] = []
  beforeAll(async () => {
    processes.push(await startMain(env))
    processes.push(await startMain(env))
  })
  afterAll(async () => {
    killAll()
    await Promise.all(processes.map((p) => p.exited))
    await dropEnv(env)
  })

  it('lets exactly one of ten concurrent uses win on two server processes sharing PostgreSQL and Redis', async () => {
    await expectOneWinner(processes.map((p) => p.url))
  })
})

describe.each(dialects)('sessions and passwords on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect, { LOGIN_MAX_FAILS_PER_USER: '3' })
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('ends the sessions of a disabled user at once, and enabling them brings no old token back', async () => {
    const { userId } = await root.addStaff('paused', 'paused-pw', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    const c = await server.client().signIn('paused', 'paused-pw')
    expect((await root.post('/admin/base/sys/user/update', { id: userId, status: 0 })).code).toBe(1000)
    expect((await c.get('/admin/base/comm/person')).status).toBe(401)
    expect((await root.post('/admin/base/sys/user/update', { id: userId, status: 1 })).code).toBe(1000)
    expect((await c.get('/admin/base/comm/person')).status).toBe(401)
    expect((await c.get('/admin/base/open/refreshToken', { refreshToken: c.refreshToken })).status).toBe(401)
    expect((await server.client().login('paused', 'paused-pw')).code).toBe(1000)
  })

  it('throttles wrong old passwords in personUpdate like sign-in', async () => {
    await root.addStaff('guesser', 'guesser-pw', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    const c = await server.client().signIn('guesser', 'guesser-pw')
    const change = (oldPassword: string) =>
      c.post('/admin/base/comm/personUpdate', { password: 'new-pass-1', oldPassword })
    for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`)).message).toBe('原密码错误')
    expect((await change('guesser-pw')).message).toBe('原密码错误次数过多，请 15 分钟后再试')
    expect((await server.client().login('guesser', 'guesser-pw')).message).toMatch(/登录失败次数过多/)
    expect((await server.client().login('guesser', 'new-pass-1')).code).toBe(1001)
  })
})
