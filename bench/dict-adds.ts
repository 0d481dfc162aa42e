import type { Request } from 'autocannon'
import { runLoad, withServerCpu } from './load.ts'
import { callApi } from './session.ts'

export interface AddsResult {
  count: number
  seconds: number
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  failed: number
  /** rows named `bench-…` found afterwards: must equal `count` */
  stored: number
  /** CPU the server spent per add, in µs (see LoadResult) */
  serverCpuUs?: number
}

const PATH = '/admin/dict/info/add'
/** the seeded "brand" dictionary type */
const TYPE_ID = 19
const PREFIX = 'bench-'

/** Times `count` calls of dict/info/add, `connections` at a time, each adding a distinct entry. */
export async function timeDictAdds(
  url: string,
  token: string,
  count: number,
  connections: number,
  serverPid?: number,
) {
  let next = 0
  const addOne = (request: Request): Request => {
    next += 1
    return {
      ...request,
      body: JSON.stringify({ typeId: TYPE_ID, name: `${PREFIX}${next}`, value: String(next) }),
    }
  }
  const load = await withServerCpu(serverPid, () =>
    runLoad(url + PATH, connections, {
      amount: count,
      requests: [
        {
          method: 'POST',
          path: PATH,
          headers: { authorization: token, 'content-type': 'application/json' },
          setupRequest: addOne,
        },
      ],
    }),
  )
  const page = await callApi<{ pagination: { total: number } }>(
    url,
    {
      method: 'POST',
      path: '/admin/dict/info/page',
      body: { page: 1, size: 1, keyWord: PREFIX, typeId: TYPE_ID },
    },
    token,
  )
  return {
    count: load.requests,
    seconds: load.seconds,
    reqPerSec: load.reqPerSec,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    failed: load.failed,
    stored: page.envelope.data?.pagination.total ?? 0,
    serverCpuUs: load.serverCpuUs,
  } satisfies AddsResult
}
