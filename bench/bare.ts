import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPO_ROOT } from './backroom-server.ts'
import { startChild } from './processes.ts'

export interface BareRoute {
  method: 'GET' | 'POST'
  /** `barePath(call id)`: calls that differ only by their body get routes of their own */
  path: string
  /** the exact bytes to answer with */
  body: string
}

export interface BareServer {
  url: string
  pid: number
  stop(): Promise<void>
}

export const barePath = (callId: string) => `/bare/${callId}`

const SCRIPT = fileURLToPath(new URL('./bare-server.ts', import.meta.url))

/** Starts the bare Fastify server in its own process, as Backroom runs in its own. */
export async function startBare(routes: BareRoute[], workDir: string): Promise<BareServer> {
  const routesFile = path.join(workDir, 'bare-routes.json')
  fs.writeFileSync(routesFile, JSON.stringify(routes))
  const child = startChild(process.execPath, ['--import', 'tsx', SCRIPT, routesFile], process.env, REPO_ROOT)
  try {
    const [, port] = await child.waitForLine(/listening on (\d+)/, 30_000)
    return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: child.stop }
  } catch (e) {
    await child.stop()
    throw e
  }
}
