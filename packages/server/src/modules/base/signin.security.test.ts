import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, TEST_CAPTCHA, type TestServer } from '../../test/harness.ts'

const TRIES = 50
const WRONG = '账户或密码不正确'

describe.each(dialects)('sign-in tells nothing on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient
  let address = 0

  beforeAll(async () => {
    server = await startServer(dialect, {
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILS_PER_USER: '3',
      LOGIN_MAX_FAILS_PER_IP: '5',
    })
    root = await server.client().signIn()
    await root.addStaff('active', 'active-pw', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    const disabled = await root.addStaff('disabled', 'disabled-pw', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
    })
    await root.post('/admin/base/sys/user/update', { id: disabled.userId, status: 0 })
    await root.post('/admin/base/sys/user/add', {
      username: 'roleless',
      password: 'roleless-pw',
      departmentId: 1,
    })
  })
  afterAll(() => server.close())

  const nextAddress = () => `10.${++address >> 16}.${(address >> 8) & 255}.${address & 255}`
  async function captcha() {
    const headers = { 'x-forwarded-for': nextAddress() }
    const r = await fetch(`${server.url}/admin/base/open/captcha`, { headers })
    return ((await r.json()) as { data: { captchaId: string } }).data.captchaId
  }

  /** A sign-in from `from` (another address each time unless given), with the time its answer took. */
  async function signIn(username: string, password: string, from = nextAddress(), captchaId?: string) {
    const headers = { 'x-forwarded-for': from, 'content-type': 'application/json' }
    const body = JSON.stringify({
      username,
      password,
      captchaId: captchaId ?? (await captcha()),
      verifyCode: TEST_CAPTCHA,
    })
    const start = performance.now()
    const res = await fetch(`${server.url}/admin/base/open/login`, { method: 'POST', headers, body })
    const answer = (await res.json()) as { code: number; message: string }
    return { ...answer, ms: performance.now() - start }
  }

  const cases = {
    'a correct password without a role': ['roleless', 'roleless-pw'],
    'a disabled account': ['disabled', 'disabled-pw'],
    'an unknown user': ['nobody-here', 'whatever-pw'],
    'a wrong password': ['active', 'wrong-pw'],
  } as const

  it('gives one message for no role, a disabled account, an unknown user and a wrong password', async () => {
    for (const [username, password] of Object.values(cases))
      expect((await signIn(username, password)).message).toBe(WRONG)
  })

  it('takes the same time for each of them: medians of 50 tries within 20 %', async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    const logins = Object.values(cases)
    const measure = async () => {
      const captchas = await Promise.all(Array.from({ length: TRIES * logins.length }, captcha))
      const rounds: number[][] = []
      // one try of each case per round, back to back in a new order each time
      for (let i = 0; i < TRIES; i++) {
        const round: number[] = []
        for (const k of [...logins.keys()].sort(() => Math.random() - 0.5)) {
          const [username, password] = logins[k]
          const r = await signIn(username, password, nextAddress(), captchas.pop())
          expect(r.message).toBe(WRONG)
          round[k] = r.ms
        }
        rounds.push(round)
      }
      // a busy moment of the shared machine slows a whole round: each time is taken at the
      // load of the average round, so that only what differs between the cases remains
      const overall = mean(rounds.flat())
      const medians = logins.map((_, k) => median(rounds.map((round) => (round[k] * overall) / mean(round))))
      return Math.max(...medians) / Math.min(...medians)
    }
    // up to two retries: one noisy run is not a finding; a real oracle (say, no password check
    // for unknown users) is off by a factor in every run
    let ratio = Number.POSITIVE_INFINITY
    for (let run = 0; run < 3 && ratio >= 1.2; run++) ratio = await measure()
    expect(ratio).toBeLessThan(1.2)
  }, 180_000)

  it('locks an account only for the address that earned the lock', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn('active', 'wrong-pw', '203.0.113.7')).message).toBe(WRONG)
    expect((await signIn('active', 'active-pw', '203.0.113.7')).message).toMatch(/登录失败次数过多/)
    expect((await signIn('active', 'active-pw', '203.0.113.8')).code).toBe(1000)
  })

  it("clears the address's counter on a successful sign-in", async () => {
    const from = '203.0.113.20'
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++)
        expect((await signIn(`ghost-${round}-${i}`, 'x-pw-123', from)).message).toBe(WRONG)
      expect((await signIn('active', 'active-pw', from)).code).toBe(1000)
    }
  })
})
