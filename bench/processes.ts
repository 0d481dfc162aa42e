import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

/** Every child the bench started and has not yet seen exit: all of them are stopped on the way out. */
const running = new Set<ChildProcess>()

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export interface Child {
  process: ChildProcess
  pid: number
  /** the last few kilobytes the process wrote, to explain a failure */
  output(): string
  /** resolves with the first stdout line matching `pattern` */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>
  stop(): Promise<void>
}

const KEEP_OUTPUT = 8 * 1024

/** Starts a process whose output the bench keeps, and remembers it so that it is always stopped. */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Child {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  if (child.pid === undefined) throw new Error(`could not start ${command} ${args.join(' ')}`)
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return {
    process: child,
    pid: child.pid,
    output: () => output,
    waitForLine: (pattern, timeoutMs) => waitForLine(child, pattern, timeoutMs, () => output),
    stop: () => stopChild(child),
  }
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number, output: () => string) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    let pending = ''
    const onData = (chunk: Buffer) => {
      pending += chunk.toString()
      const match = pending.match(pattern)
      if (match) finish(() => resolve(match))
    }
    const onExit = (code: number | null) =>
      finish(() =>
        reject(new Error(`process exited (code ${code}) before printing ${pattern}:\n${output()}`)),
      )
    const timer = setTimeout(
      () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output()}`))),
      timeoutMs,
    )
    const finish = (settle: () => void) => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
      settle()
    }
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
  })
}

/** SIGTERM, then SIGKILL if the process has not exited within a few seconds. */
async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** Stops every child still running (on success and on failure alike). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)))
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
