import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts')

const running = new Set<ChildProcess>()

/** Kills the servers still running: for `afterAll`, so that a failed test leaves no process behind. */
export function killAll() {
  for (const child of running) child.kill('SIGKILL')
}

export interface ServerProcess {
  child: ChildProcess
  /** stdout and stderr so far */
  output(): string
  /** resolves with the exit code (or the signal's name) */
  exited: Promise<number | string>
}

/** Runs `src/main.ts` as its own OS process, as `npm start` would, with this environment. */
export function runMain(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout!.on('data', (d) => {
    text += d
  })
  child.stderr!.on('data', (d) => {
    text += d
  })
  running.add(child)
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve(code ?? signal ?? -1)
    }),
  )
  return { child, output: () => text, exited }
}

/** A server process that is up: its URL, read from the line it prints once it listens. */
export async function startMain(env: Record<string, string>, timeoutMs = 60_000) {
  const server = runMain(env)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const url = /running at (http:\/\/\S+)/.exec(server.output())?.[1]
    if (url) return { ...server, url }
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(r, 50))])
    if (code !== undefined) throw new Error(`server exited (${code}): ${server.output()}`)
    if (Date.now() > deadline) {
      server.child.kill('SIGKILL')
      throw new Error(`server did not start: ${server.output()}`)
    }
  }
}
