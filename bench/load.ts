import autocannon from 'autocannon'
import { processCpuSeconds } from './machine-load.ts'
import type { ApiRequest } from './session.ts'

export interface LoadOptions {
  connections: number
  warmupSeconds: number
  seconds: number
}

export interface LoadResult {
  requests: number
  /** from the start to the last answer (autocannon itself reports only on whole-second ticks) */
  seconds: number
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  /** answers that were not HTTP 2xx with code 1000, plus connection errors and timeouts */
  failed: number
  /**
   * CPU the server process spent per request, in µs: all its threads and the kernel's work on its
   * behalf (given its pid). Steadier than req/s on a shared machine: it does not count waiting.
   */
  serverCpuUs?: number
}

/** Every success envelope starts this way (the server writes `code` first). */
export const isSuccess = (body: unknown) => String(body).startsWith('{"code":1000,')

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export type Load = Omit<autocannon.Options, 'url' | 'connections'>

/** Runs autocannon, checking every answer and keeping each latency at full precision. */
export async function runLoad(url: string, connections: number, load: Load): Promise<LoadResult> {
  const latencies: number[] = []
  const started = performance.now()
  let lastAnswer = started
  const result = await autocannon({
    url,
    connections,
    ...load,
    verifyBody: isSuccess,
    setupClient(client) {
      client.on('response', (_status, _bytes, ms) => {
        latencies.push(ms)
        lastAnswer = performance.now()
      })
    },
  })
  const sorted = Float64Array.from(latencies).sort()
  const seconds = (lastAnswer - started) / 1000
  return {
    requests: latencies.length,
    seconds,
    reqPerSec: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    failed: result.non2xx + result.mismatches + result.errors + result.timeouts,
  }
}

const headersOf = (request: ApiRequest, token: string | undefined) => ({
  ...(token ? { authorization: token } : {}),
  ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
})

/** The load of a call: its bodies in turn, one per request, or its one body (`rotate` false: the first). */
function loadOf(request: ApiRequest, token: string | undefined, rotate = true): Load {
  const headers = headersOf(request, token)
  const bodies = rotate ? request.bodies?.map((b) => JSON.stringify(b)) : undefined
  let next = 0
  return bodies
    ? {
        requests: [
          {
            method: request.method,
            path: request.path,
            headers,
            setupRequest: (r) => ({ ...r, body: bodies[next++ % bodies.length] }),
          },
        ],
      }
    : {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }
}

/**
 * Runs a call with its first body only, for a moment: the server's code paths warmed up (its JIT)
 * before the first figure, without touching what a rotating call's later bodies would find kept.
 */
export async function warmUp(
  url: string,
  request: ApiRequest,
  token: string | undefined,
  connections: number,
  seconds: number,
) {
  await runLoad(url + request.path, connections, { ...loadOf(request, token, false), duration: seconds })
}

/** Warms a call up, then measures it for a fixed time (and the CPU of `serverPid` meanwhile). */
export async function measureCall(
  url: string,
  request: ApiRequest,
  token: string | undefined,
  options: LoadOptions,
  serverPid?: number,
): Promise<LoadResult> {
  const load = loadOf(request, token)
  await runLoad(url + request.path, options.connections, { ...load, duration: options.warmupSeconds })
  return withServerCpu(serverPid, () =>
    runLoad(url + request.path, options.connections, { ...load, duration: options.seconds }),
  )
}

/** Runs a load, adding the CPU `serverPid` spent per request meanwhile. */
export async function withServerCpu<R extends { requests: number }>(
  serverPid: number | undefined,
  load: () => Promise<R>,
): Promise<R & { serverCpuUs?: number }> {
  if (serverPid === undefined) return load()
  const before = processCpuSeconds(serverPid)
  const result = await load()
  return { ...result, serverCpuUs: ((processCpuSeconds(serverPid) - before) * 1e6) / result.requests }
}
