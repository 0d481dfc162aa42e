import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp, readConfig } from '../../app.ts'
import { ApiClient, dialects, dropEnv, freshEnv, TEST_CAPTCHA } from '../../test/harness.ts'
import { killAll, startMain } from '../../test/process.ts'

/** the fixture module whose listener of `user.created` records each event id once */
const relay = fileURLToPath(new URL('../../test/fixtures/modules/relay', import.meta.url))

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until(done: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await sleep(50)
  }
}

let phones = 0

/**
 * Registers an app user through a server process, as the shop's front end does (the tests' fixed
 * captcha answer is every text-message code); answers the id of the `user.created` event it emitted.
 */
async function register(app: App, url: string): Promise<number> {
  const client = new ApiClient(url)
  // every registration comes from this one address: its hourly allowance of codes is not what this tests
  await app.ctx.cache.del('sms:rate:ip:127.0.0.1')
  const phone = `137${String(process.pid % 10_000).padStart(4, '0')}${String(phones++).padStart(4, '0')}`
  const captcha = await client.get<{ captchaId: string }>('/app/user/login/captcha')
  const sent = await client.get('/app/user/login/smsCode', { phone })
  if (sent.code !== 1000) throw new Error(`smsCode ${phone}: ${sent.message}`)
  const r = await client.post('/app/user/login/register', {
    phone,
    password: 'relay-pass-1',
    smsCode: TEST_CAPTCHA,
    captchaId: captcha.data.captchaId,
    verifyCode: TEST_CAPTCHA,
  })
  if (r.code !== 1000) throw new Error(`register ${phone}: ${r.message}`)
  const user = await app.ctx.db
    .selectFrom('user_info')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow()
  const events = await app.ctx.db
    .selectFrom('core_event')
    .select(['id', 'payload'])
    .where('name', '=', 'user.created')
    .execute()
  const payload = (p: unknown) => (typeof p === 'string' ? JSON.parse(p) : p) as { userId: number }
  const mine = events.filter((e) => payload(e.payload).userId === user.id)
  if (mine.length !== 1) throw new Error(`${mine.length} user.created events for user ${user.id}`)
  return mine[0].id
}

describe.each(dialects)('server processes delivering events on one %s database', (dialect) => {
  const env = freshEnv(dialect)
  const withRelay = { ...env, BACKROOM_TEST_MODULES: relay }
  /** the test's own look at the database: without the fixture module, so it delivers nothing */
  let app: App
  beforeAll(async () => {
    app = await createApp(readConfig(env), { logger: false, events: false })
  })
  afterAll(async () => {
    killAll()
    await app.close()
    await dropEnv(env)
  })

  const delivery = (eventId: number) =>
    app.ctx.db
      .selectFrom('core_event_delivery')
      .selectAll()
      .where('eventId', '=', eventId)
      .where('listener', '=', 'relay:record')
      .executeTakeFirst()
  const rowsOf = (table: 'relay_seen' | 'relay_call', eventIds: number[]) =>
    app.ctx.db
      .selectFrom(table)
      .select('eventId')
      .where('eventId', 'in', eventIds)
      .orderBy('eventId')
      .execute()

  it.each(['before', 'after'] as const)(
    'delivers an event exactly once to a listener whose process is killed %s its work',
    { timeout: 90_000 },
    async (stall) => {
      const first = await startMain({ ...withRelay, RELAY_STALL: stall })
      const eventId = await register(app, first.url)
      // the emitting transaction has committed (it answered); the process holds the delivery, its
      // listener hanging before (or after) its work
      await until(
        async () =>
          (await delivery(eventId))?.status === 'running' &&
          (stall === 'before' || (await rowsOf('relay_seen', [eventId])).length === 1),
        'the listener is under way',
      )
      first.child.kill('SIGKILL')
      expect(await first.exited).toBe('SIGKILL')
      // a lease later, as the dead process no longer beats it, the delivery is due again
      await app.ctx.db
        .updateTable('core_event_delivery')
        .set({ due: new Date().toISOString() })
        .where('eventId', '=', eventId)
        .execute()

      const second = await startMain(withRelay)
      await until(async () => (await delivery(eventId))?.status === 'done', 'the restart delivered it')
      expect(await delivery(eventId)).toMatchObject({ attempt: 2, message: null })
      expect(await rowsOf('relay_seen', [eventId])).toEqual([{ eventId }])
      // at least once: a listener killed after its work ran it again, and its unique key kept one row
      expect(await rowsOf('relay_call', [eventId])).toHaveLength(stall === 'before' ? 1 : 2)
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
    },
  )

  it('runs each delivery once across two processes when nothing crashes', { timeout: 90_000 }, async () => {
    const servers = [await startMain(withRelay), await startMain(withRelay)]
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => register(app, servers[i % 2].url)))
    const done = () =>
      app.ctx.db
        .selectFrom('core_event_delivery')
        .select('eventId')
        .where('eventId', 'in', ids)
        .where('status', '=', 'done')
        .execute()
    await until(async () => (await done()).length === ids.length, 'every delivery is done')
    const sorted = ids.toSorted((x, y) => x - y).map((eventId) => ({ eventId }))
    expect(await rowsOf('relay_call', ids)).toEqual(sorted)
    expect(await rowsOf('relay_seen', ids)).toEqual(sorted)
    for (const s of servers) s.child.kill('SIGTERM')
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0])
  })
})
