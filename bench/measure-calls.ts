import type { BackroomServer } from './backroom-server.ts'
import { type BareRoute, barePath, startBare } from './bare.ts'
import type { MeasuredCall } from './calls.ts'
import { type LoadOptions, measureCall, warmUp } from './load.ts'
import { ForeignLoad, waitForIdle, waitForQuiet } from './machine-load.ts'
import type { CallResult } from './results.ts'
import { callApi } from './session.ts'
import { callVerdict, withFirstPage } from './targets.ts'

export interface CallLoads {
  backroom: LoadOptions
  bare: LoadOptions
  /** the longest wait for other processes to quieten down before each measurement */
  quietWaitMs: number
  /** the longest wait for the server to finish the work of the last measurement (waitForIdle) */
  idleWaitMs: number
  /** each call's first body run this long before the first figure (warmUp) */
  serverWarmupSeconds: number
}

/** The load every measured call runs under, in the main bench and the dashboard's. */
export const LOADS: CallLoads = {
  backroom: { connections: 10, warmupSeconds: 1, seconds: 5 },
  // the bare route is steady at once: a shorter run is enough
  bare: { connections: 10, warmupSeconds: 1, seconds: 3 },
  quietWaitMs: 5000,
  idleWaitMs: 30_000,
  serverWarmupSeconds: 0.5,
}

/** Calls each once and checks the answer; returns the exact bytes for the bare server to repeat. */
async function verifyCalls(
  server: BackroomServer,
  token: string,
  calls: MeasuredCall[],
): Promise<BareRoute[]> {
  const routes: BareRoute[] = []
  for (const call of calls) {
    const answer = await callApi(server.url, call, token)
    const wrong = call.check(answer.envelope.data)
    if (wrong) throw new Error(`${call.method} ${call.path} (${call.label}): ${wrong}`)
    routes.push({ method: call.method, path: barePath(call.id), body: answer.text })
  }
  return routes
}

/**
 * Measures each call on Backroom, then the same call on a bare Fastify route answering the same
 * bytes; each call's answer is checked once before it is loaded.
 */
export async function measureCalls(
  server: BackroomServer,
  token: string,
  calls: MeasuredCall[],
  loads: CallLoads,
  workDir: string,
  progress: (what: string) => void,
) {
  const bare = await startBare(await verifyCalls(server, token, calls), workDir)
  try {
    // the first figure of a run measured ~30 % more CPU a request than the same call later
    progress(`Warming the server up: each call's first body for ${loads.serverWarmupSeconds} s`)
    for (const call of calls)
      await warmUp(server.url, call, token, loads.backroom.connections, loads.serverWarmupSeconds)
    const results: CallResult[] = []
    for (const call of calls) {
      progress(`Measuring ${call.method} ${call.label}`)
      const waited = performance.now()
      await waitForIdle(server.pid, loads.idleWaitMs)
      if (performance.now() - waited > 1000)
        progress(`(the server went idle after ${((performance.now() - waited) / 1000).toFixed(1)} s)`)
      await waitForQuiet(() => [server.pid, bare.pid], loads.quietWaitMs)
      const others = new ForeignLoad(() => [server.pid, bare.pid])
      const backroom = await measureCall(server.url, call, token, loads.backroom, server.pid)
      const otherCores = others.cores()
      const bareResult = await measureCall(
        bare.url,
        { ...call, path: barePath(call.id) },
        undefined,
        loads.bare,
      )
      const ratioToBare = backroom.reqPerSec / bareResult.reqPerSec
      results.push({
        id: call.id,
        label: call.label,
        method: call.method,
        path: call.path,
        body: call.body,
        backroom,
        bare: bareResult,
        ratioToBare,
        otherCores,
        verdict: callVerdict(backroom, call.target, ratioToBare),
      })
    }
    for (const call of calls) {
      if (!call.firstPage) continue
      const deep = results.find((r) => r.id === call.id)!
      const first = results.find((r) => r.id === call.firstPage)
      deep.verdict = withFirstPage(deep.verdict, first && deep.backroom.reqPerSec / first.backroom.reqPerSec)
    }
    return results
  } finally {
    await bare.stop()
  }
}
