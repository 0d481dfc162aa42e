import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const MAIN = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url))
const WEB = fileURLToPath(new URL('../../packages/web/dist/index.html', import.meta.url))
const START_TIMEOUT_MS = 30_000

/** What the tests sign in with; the server accepts this captcha answer for every captcha. */
export const ADMIN = { username: 'admin', password: 'e2e-Pa55word', captcha: '4242' }

export interface TestServer {
  url: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Starts the built server on a free port with a fresh SQLite database, and resolves once it
 * prints that it is listening. `env` adds settings such as ACCESS_TOKEN_TTL.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  for (const file of [MAIN, WEB]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-e2e-'))
  const port = await freePort()
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_PASSWORD: ADMIN.password,
      BACKROOM_TEST_CAPTCHA: ADMIN.captcha,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      START_TIMEOUT_MS,
    )
    const read = (chunk: Buffer) => {
      output += chunk
      const found = /Backroom is running at (http:\/\/\S+)/.exec(output)
      if (found) {
        clearTimeout(timer)
        resolve(found[1])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    async stop() {
      // the pid is the node process that listens: no wrapper stands in between
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited(child)
      clearTimeout(timer)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
