import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Cluster, postgresBin } from '../../test/cluster.ts'
import { ApiClient, dropEnv, freshEnv } from '../../test/harness.ts'
import { killAll, startMain } from '../../test/process.ts'

const bin = postgresBin()
const UNAVAILABLE = { status: 503, code: 1001, message: '数据库暂时不可用，请稍后再试' }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Answer = { status: number; code?: number; message?: string; at: number }

describe.skipIf(!bin)(
  bin
    ? 'PostgreSQL going away and coming back'
    : 'PostgreSQL outage: SKIPPED, no initdb under /usr/lib/postgresql/*/bin',
  () => {
    let cluster: Cluster
    let server: Awaited<ReturnType<typeof startMain>>
    let admin: ApiClient
    const env = freshEnv('sqlite')

    beforeAll(async () => {
      cluster = await Cluster.create(bin!)
      server = await startMain({ ...env, DATABASE_URL: cluster.url })
      admin = await new ApiClient(server.url).signIn()
    }, 120_000)
    afterAll(async () => {
      killAll()
      await cluster?.destroy()
      await dropEnv(env)
    })

    /** Three clients calling the API in a loop until told to stop: a small, steady load. */
    function load() {
      const answers: Answer[] = []
      let running = true
      const worker = async (i: number) => {
        while (running) {
          const r =
            i % 2
              ? await admin.get('/admin/base/comm/person')
              : await admin.post('/admin/base/sys/user/page', {})
          answers.push({ status: r.status, code: r.code, message: r.message, at: Date.now() })
          await sleep(20)
        }
      }
      const done = Promise.all([0, 1, 2].map(worker))
      return {
        answers,
        async stop() {
          running = false
          await done
        },
      }
    }

    async function servesAgain(deadline: number) {
      while (Date.now() < deadline) {
        if ((await admin.post('/admin/base/sys/user/page', {})).code === 1000) return true
        await sleep(200)
      }
      return false
    }

    it('survives its connections being killed under load', async () => {
      const traffic = load()
      await sleep(500)
      const killer = new pg.Client({ connectionString: cluster.url })
      await killer.connect()
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1',
        ['client backend'],
      )
      await killer.end()
      await sleep(500)
      await traffic.stop()
      expect(server.child.exitCode).toBeNull()
      for (const a of traffic.answers.filter((x) => x.code !== 1000)) expect(a).toMatchObject(UNAVAILABLE)
      expect(await servesAgain(Date.now() + 15_000)).toBe(true)
    }, 60_000)

    it('answers "database unavailable" with 503 while PostgreSQL restarts, then serves again by itself', async () => {
      const traffic = load()
      await sleep(500)
      await cluster.stop()
      const down = Date.now()
      await sleep(1500)
      await cluster.start()
      const up = Date.now()
      expect(await servesAgain(up + 30_000)).toBe(true)
      await sleep(300)
      await traffic.stop()
      expect(server.child.exitCode).toBeNull()
      const failed = traffic.answers.filter((a) => a.code !== 1000)
      for (const a of failed) expect(a).toMatchObject(UNAVAILABLE)
      expect(failed.filter((a) => a.at >= down && a.at <= up).length).toBeGreaterThan(0)
      expect(traffic.answers.at(-1)?.code).toBe(1000)
    }, 90_000)
  },
)
