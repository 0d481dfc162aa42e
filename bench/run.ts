// `npm run bench [-- --pg] [--data DIR] [--only ID,…]` (`-- --dashboard [--pg]`: the dashboard's, dashboard.ts): Backroom on a filled SQLite (or PostgreSQL) database under
// autocannon, beside a bare Fastify route answering the same bytes, against the targets of issue 13.
//   --data DIR   keep the filled SQLite database in DIR (filled there on first use) and run on a copy of it
//   --only IDS   measure only these calls (ids of calls.ts; `adds` and `console` for those parts)

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type BackroomServer, type BenchDatabase, startBackroom } from './backroom-server.ts'
import { measuredCalls } from './calls.ts'
import { measureConsole } from './console.ts'
import { benchDashboard } from './dashboard.ts'
import { timeDictAdds } from './dict-adds.ts'
import { ForeignLoad, waitForIdle, waitForQuiet } from './machine-load.ts'
import { LOADS, measureCalls } from './measure-calls.ts'
import { stopAllChildren } from './processes.ts'
import { formatReport, writeResults } from './report.ts'
import type { BenchResults } from './results.ts'
import { RssPeak, readRss } from './rss.ts'
import { bulkInsert } from './seed/bulk-insert.ts'
import { bulkInsertPg } from './seed/bulk-insert-pg.ts'
import { DICT } from './seed/dict.ts'
import { signIn } from './session.ts'
import { addsVerdict, tallyTargets } from './targets.ts'

const COUNTS = { users: 100_000, logs: 1_000_000, dict: DICT.total }
const ADDS = { count: 10_000, connections: 10 }
const IDLE_SETTLE_MS = 1000

/** `--pg`: the same run on PostgreSQL (BENCH_DATABASE_URL, default the local server), in a new schema */
const PG: BenchDatabase | undefined = process.argv.includes('--pg')
  ? {
      url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      schema: `bench_${randomBytes(4).toString('hex')}`,
    }
  : undefined

async function dropSchema(db: BenchDatabase) {
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  await client.query(`drop schema if exists "${db.schema}" cascade`)
  await client.end()
}

/** the value after a flag, e.g. `--data DIR` */
const option = (flag: string) => {
  const at = process.argv.indexOf(flag)
  return at < 0 ? undefined : process.argv[at + 1]
}
const KEPT_DATA = option('--data')
const RESULTS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'results')
const ONLY = option('--only')?.split(',')
const wanted = (id: string) => !ONLY || ONLY.includes(id)

const began = performance.now()
const step = (what: string) => console.log(`[${((performance.now() - began) / 1000).toFixed(1)} s] ${what}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Migrates and seeds a new database with the server itself, then bulk-inserts the generated rows. */
async function prepareDatabase(dataDir: string) {
  step('Starting the server on a new database (migrate + seed)')
  const first = await startBackroom(dataDir, undefined, PG)
  await first.stop()
  step(
    `Inserting ${COUNTS.users.toLocaleString('en-US')} users, ${COUNTS.logs.toLocaleString('en-US')} log rows and ${COUNTS.dict.toLocaleString('en-US')} dictionary entries`,
  )
  const started = performance.now()
  if (PG) await bulkInsertPg(PG.url, PG.schema, COUNTS)
  else bulkInsert(dataDir, COUNTS)
  const bulkInsertSeconds = (performance.now() - started) / 1000
  step('Starting the server once to build the short-keyword indexes of the inserted rows')
  const indexed = performance.now()
  await (await startBackroom(dataDir, 30 * 60_000, PG)).stop()
  return {
    emptyDatabaseMs: first.coldStartMs,
    bulkInsertSeconds,
    keywordIndexSeconds: (performance.now() - indexed) / 1000,
  }
}

/** The filled database: prepared in `--data DIR` once and copied from there, or prepared anew. */
async function filledDatabase(dataDir: string) {
  if (!KEPT_DATA || PG) return prepareDatabase(dataDir)
  const kept = path.resolve(KEPT_DATA)
  const record = path.join(kept, 'prepared.json')
  if (!fs.existsSync(record)) {
    fs.rmSync(kept, { recursive: true, force: true })
    const prepared = await prepareDatabase(kept)
    fs.writeFileSync(record, JSON.stringify(prepared))
  }
  step(`Copying the filled database kept in ${kept}`)
  fs.cpSync(kept, dataDir, { recursive: true })
  return JSON.parse(fs.readFileSync(record, 'utf8')) as Awaited<ReturnType<typeof prepareDatabase>>
}

async function bench(workDir: string): Promise<BenchResults> {
  const known = [...measuredCalls(COUNTS.users, COUNTS.logs).map((c) => c.id), 'adds', 'console']
  const unknown = ONLY?.filter((id) => !known.includes(id)) ?? []
  if (unknown.length) throw new Error(`--only: unknown ${unknown.join(', ')}; known: ${known.join(', ')}`)
  const dataDir = path.join(workDir, 'data')
  const prepared = await filledDatabase(dataDir)
  step('Starting the server on the filled database')
  const server = await startBackroom(dataDir, undefined, PG)
  const token = await signIn(server.url)
  await sleep(IDLE_SETTLE_MS)
  const idleBytes = readRss(server.pid)
  const peak = new RssPeak(server.pid)
  peak.start()
  const calls = await measureCalls(
    server,
    token,
    measuredCalls(COUNTS.users, COUNTS.logs).filter((c) => wanted(c.id)),
    LOADS,
    workDir,
    step,
  )
  const addsResult = wanted('adds') ? await measureAdds(server, token) : undefined
  peak.stop()
  let consoleResults: BenchResults['console']
  if (wanted('console')) {
    step('Measuring the console in Chromium: bundle, sign-in form, home page after sign-in')
    consoleResults = await measureConsole(server.url)
  }
  await server.stop()
  const cpus = os.cpus()
  return {
    date: new Date().toISOString(),
    machine: { node: process.versions.node, cpus: cpus.length, cpuModel: cpus[0]?.model.trim() ?? 'unknown' },
    data: {
      database: PG ? 'PostgreSQL' : 'SQLite',
      ...COUNTS,
      bulkInsertSeconds: prepared.bulkInsertSeconds,
      keywordIndexSeconds: prepared.keywordIndexSeconds,
    },
    load: LOADS.backroom,
    calls,
    adds: addsResult,
    coldStart: { emptyDatabaseMs: prepared.emptyDatabaseMs, filledDatabaseMs: server.coldStartMs },
    rss: { idleBytes, peakUnderLoadBytes: peak.bytes },
    console: consoleResults,
    targets: tallyTargets(calls, addsResult),
    totalSeconds: (performance.now() - began) / 1000,
  }
}

async function measureAdds(server: BackroomServer, token: string) {
  step(`Timing ${ADDS.count.toLocaleString('en-US')} dict/info/add calls, ${ADDS.connections} at a time`)
  await waitForIdle(server.pid, LOADS.idleWaitMs)
  await waitForQuiet(() => [server.pid], LOADS.quietWaitMs)
  const others = new ForeignLoad(() => [server.pid])
  const adds = await timeDictAdds(server.url, token, ADDS.count, ADDS.connections, server.pid)
  return { ...adds, connections: ADDS.connections, otherCores: others.cores(), verdict: addsVerdict(adds) }
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-bench-'))
  const cleanUp = async () => {
    await stopAllChildren()
    if (PG) await dropSchema(PG)
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers`)
      void cleanUp().finally(() => process.exit(130))
    })
  }
  try {
    if (process.argv.includes('--dashboard')) {
      const report = await benchDashboard(
        (size) => PG && { url: PG.url, schema: `${PG.schema}_${size}` },
        dropSchema,
      )
      const file = path.join(RESULTS_DIR, `dashboard-${PG ? 'postgres' : 'sqlite'}.txt`)
      fs.mkdirSync(RESULTS_DIR, { recursive: true })
      fs.writeFileSync(file, `${new Date().toISOString()}\n${report}\n`)
      console.log(report)
      return
    }
    const results = await bench(workDir)
    writeResults(results)
    console.log(formatReport(results))
  } finally {
    await cleanUp()
  }
}

main().catch((err: unknown) => {
  console.error('\nThe benchmark failed:', err instanceof Error ? err.message : err)
  process.exitCode = 1
})
