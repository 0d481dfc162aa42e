import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Child, freePort, startChild } from './processes.ts'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const MAIN = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url))

/** Test-only settings the bench signs in with (the server refuses them when NODE_ENV=production). */
export const CREDENTIALS = {
  username: 'admin',
  password: 'bench-Pa55',
  captcha: '7391',
}

/** `--pg`: the PostgreSQL database and the schema the run fills */
export interface BenchDatabase {
  url: string
  schema: string
}

export interface BackroomServer {
  url: string
  pid: number
  /** from spawning the process to its first successful HTTP answer */
  coldStartMs: number
  stop(): Promise<void>
}

const PROBE_PATH = '/admin/base/comm/program'
const START_TIMEOUT_MS = 60_000

/** Answers true once the server returns a success envelope; false while it is not listening yet. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url + PROBE_PATH)
    const body = (await res.json()) as { code?: number }
    return res.ok && body.code === 1000
  } catch {
    return false
  }
}

async function firstAnswer(url: string, child: Child, spawnedAt: number, timeoutMs: number): Promise<number> {
  while (performance.now() - spawnedAt < timeoutMs) {
    if (await answers(url)) return performance.now() - spawnedAt
    if (child.process.exitCode !== null) throw new Error(`the server exited at start:\n${child.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`the server gave no answer within ${timeoutMs} ms:\n${child.output()}`)
}

/**
 * Starts the built server on SQLite in `dataDir` (migrating and seeding a new database); a start
 * that builds indexes over millions of rows may be given longer.
 */
export async function startBackroom(
  dataDir: string,
  timeoutMs = START_TIMEOUT_MS,
  database?: BenchDatabase,
  /** settings beyond the bench's own (`SHOP_TRAFFIC=off`) */
  extraEnv: Record<string, string> = {},
): Promise<BackroomServer> {
  if (!fs.existsSync(MAIN)) {
    throw new Error(`${MAIN} is missing: run \`npm run build -w @backroom/server\` (npm run bench does it)`)
  }
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: CREDENTIALS.password,
    BACKROOM_TEST_CAPTCHA: CREDENTIALS.captcha,
    LOG_LEVEL: 'warn',
    // the default set-up: SQLite (or, with --pg, a schema of its own) and the in-process cache
    DATABASE_URL: database?.url ?? '',
    ...(database ? { DATABASE_SCHEMA: database.schema } : {}),
    REDIS_URL: '',
    ...extraEnv,
  }
  const url = `http://127.0.0.1:${port}`
  const spawnedAt = performance.now()
  // M_NODE_ARGS: node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=DIR` to profile it
  const child = startChild(
    process.execPath,
    [...(process.env.M_NODE_ARGS?.split(' ').filter(Boolean) ?? []), MAIN],
    env,
    REPO_ROOT,
  )
  try {
    const coldStartMs = await firstAnswer(url, child, spawnedAt, timeoutMs)
    return { url, pid: child.pid, coldStartMs, stop: child.stop }
  } catch (e) {
    await child.stop()
    throw e
  }
}
