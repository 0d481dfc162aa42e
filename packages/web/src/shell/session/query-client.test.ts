import { beforeEach, describe, expect, it } from 'vitest'
import { RequestError } from '../request/request-error'
import { queryClient } from './query-client'

const toasts = () => [...document.querySelectorAll('.toast-error')].map((t) => t.textContent)
const fail = (err: Error, meta?: Record<string, unknown>) =>
  queryClient
    .fetchQuery({ queryKey: [Math.random()], queryFn: () => Promise.reject(err), meta, retry: false })
    .catch(() => {})

beforeEach(() => {
  for (const t of document.querySelectorAll('.toast')) t.remove()
})

describe('failed loads', () => {
  it('say why', async () => {
    await fail(new RequestError('参数不正确', 1001, 200))
    expect(toasts()).toEqual(['参数不正确'])
  })

  it('stay quiet when the client has signed out or opened an error page, or the query reports it itself', async () => {
    await fail(new RequestError('expired', 1001, 401))
    await fail(new RequestError('forbidden', 1001, 403))
    await fail(new RequestError('boom', 1001, 200), { silent: true })
    expect(toasts()).toEqual([])
  })
})
