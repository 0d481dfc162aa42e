import type { Page, Request } from 'playwright-core'

export interface Call {
  /** path without `/api` and query, e.g. `/admin/base/comm/person` */
  path: string
  authorization?: string
  /** the JSON body sent, if any */
  body?: unknown
  status?: number
  /** order of sending across every page recorded */
  sentAt: number
  answeredAt?: number
}

/** Records the API calls pages make, in the order Chromium sends them. */
export function recordCalls(...pages: Page[]) {
  const calls: Call[] = []
  const byRequest = new Map<Request, Call>()
  let clock = 0
  for (const page of pages) {
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (!url.pathname.startsWith('/api/')) return
      const call: Call = {
        path: url.pathname.slice(4),
        authorization: req.headers().authorization,
        body: req.postData() ? req.postDataJSON() : undefined,
        sentAt: clock++,
      }
      byRequest.set(req, call)
      calls.push(call)
    })
    // synchronous, so that the clock orders answers and later requests as Chromium saw them
    page.on('response', (res) => {
      const call = byRequest.get(res.request())
      if (!call) return
      call.status = res.status()
      call.answeredAt = clock++
    })
  }
  return {
    calls,
    to: (path: string) => calls.filter((c) => c.path === path),
    clear: () => calls.splice(0),
  }
}
