import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import {
  dialects,
  dropEnv,
  freshEnv,
  startServer,
  type TestServer,
  withoutModule,
} from '../../test/harness.ts'

const shelf = fileURLToPath(new URL('../../test/fixtures/modules/shelf', import.meta.url))
const misplaced = fileURLToPath(new URL('../../test/fixtures/modules/misplaced', import.meta.url))

describe.each(dialects)('the app realm on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    // the fixture fills the app realm's user check in place of the user module (and those needing it)
    server = await startServer(dialect, { MODULES_DISABLED: await withoutModule('user') }, undefined, {
      moduleDirs: [shelf],
    })
  })
  afterAll(() => server?.close())

  const appToken = async (userId: number) => {
    const r = await server.client().post<{ token: string }>('/app/shelf/login', { userId })
    return r.data.token
  }

  it('lets an app user reach app routes, and nothing of the console', async () => {
    const client = server.client()
    client.token = await appToken(7)
    const me = await client.get<{ userId: number }>('/app/shelf/me')
    expect([me.code, me.data?.userId]).toEqual([1000, 7])
    expect((await client.get('/admin/base/comm/person')).status).toBe(401)
    expect((await client.post('/admin/base/sys/user/page', {})).status).toBe(401)
  })

  it('refuses administrator tokens, unknown users and no token on app routes', async () => {
    const admin = await server.client().signIn()
    expect((await admin.get('/app/shelf/me')).status).toBe(401)
    const stranger = server.client()
    stranger.token = await appToken(8)
    expect((await stranger.get('/app/shelf/me')).status).toBe(401)
    expect((await server.client().get('/app/shelf/me')).status).toBe(401)
  })

  it('refuses to start a module whose route does not fit its realm', async () => {
    const env = freshEnv(dialect)
    const threads = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length
    const before = threads()
    try {
      await expect(createApp(readConfig(env), { logger: false, moduleDirs: [misplaced] })).rejects.toThrow(
        /\/admin\/misplaced\/x: access "app" does not fit its realm/,
      )
      // and what it had started is stopped: no writer thread left writing in its data folder
      expect(threads()).toBe(before)
    } finally {
      await dropEnv(env)
    }
  })
})
