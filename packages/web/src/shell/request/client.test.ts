import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveTokens, tokenStore } from '../session/token-store'
import { api, configureClient } from './client'
import { RequestError } from './request-error'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const ok = (data: unknown) => json({ code: 1000, message: 'success', data })
const pair = (n: number, expire = 7200) => ({
  token: `access-${n}`,
  expire,
  refreshToken: `refresh-${n}`,
  refreshExpire: 86400,
})

let fetchMock: ReturnType<typeof vi.fn>
const hooks = { onSessionEnd: vi.fn(), navigate: vi.fn() }
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init as RequestInit }))
const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization

beforeEach(() => {
  localStorage.clear()
  tokenStore.setState({}, true)
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  hooks.onSessionEnd.mockReset()
  hooks.navigate.mockReset()
  configureClient(hooks)
})
afterEach(() => vi.unstubAllGlobals())

describe('request client', () => {
  it('answers the data of a success envelope and sends the language and the raw token', async () => {
    saveTokens(pair(1))
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }))
    await expect(api.get('/admin/base/comm/person')).resolves.toEqual({ id: 1 })
    const [{ url, init }] = calls()
    expect(url).toBe('/api/admin/base/comm/person')
    expect(init.headers).toMatchObject({ language: 'zh-cn', Authorization: 'access-1' })
  })

  it('rejects a business error with its code and message', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 1001, message: '验证码不正确' }))
    const err = await api.post('/admin/base/open/login', {}, { anonymous: true }).catch((e) => e)
    expect(err).toBeInstanceOf(RequestError)
    expect(err).toMatchObject({ code: 1001, message: '验证码不正确' })
  })

  it('answers the whole body when it has no code', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<p>hi</p>'))
    await expect(api.get('/admin/base/open/html', { key: 'a' }, { anonymous: true })).resolves.toBe(
      '<p>hi</p>',
    )
    expect(calls()[0].url).toBe('/api/admin/base/open/html?key=a')
  })

  it('ends the session on HTTP 401', async () => {
    saveTokens(pair(1))
    fetchMock.mockResolvedValueOnce(json({ code: 1001, message: 'expired' }, 401))
    await expect(api.get('/admin/base/comm/person')).rejects.toMatchObject({ status: 401 })
    expect(hooks.onSessionEnd).toHaveBeenCalledWith('unauthorized')
  })

  it.each([
    [403, '/403'],
    [500, '/500'],
    [502, '/502'],
  ])('opens the error page on HTTP %i', async (status, page) => {
    fetchMock.mockResolvedValueOnce(json({ code: 1001, message: 'no' }, status))
    await expect(api.get('/admin/base/sys/log/page')).rejects.toMatchObject({ status })
    expect(hooks.navigate).toHaveBeenCalledWith(page)
  })

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    await expect(api.get('/admin/slow', undefined, { timeout: 20 })).rejects.toMatchObject({
      status: 0,
      code: 0,
    })
  })
})

describe('token renewal', () => {
  it('renews an expired token once while three requests wait, then sends them with the new token', async () => {
    saveTokens(pair(1, 1)) // one second left: within the two-second margin, so expired
    let finishRefresh!: (r: Response) => void
    fetchMock.mockImplementation((url: string) => {
      if (url.includes('refreshToken')) return new Promise((resolve) => (finishRefresh = resolve))
      return Promise.resolve(ok(url))
    })
    const waiting = Promise.all([
      api.get('/admin/base/comm/person'),
      api.get('/admin/base/comm/permmenu'),
      api.post('/admin/dict/info/data'),
    ])
    await vi.waitFor(() => expect(calls()).toHaveLength(1))
    expect(calls()[0].url).toBe('/api/admin/base/open/refreshToken?refreshToken=refresh-1')
    finishRefresh(ok(pair(2)))
    await expect(waiting).resolves.toHaveLength(3)
    const replayed = calls().slice(1)
    expect(replayed).toHaveLength(3)
    expect(replayed.map((c) => authOf(c.init))).toEqual(['access-2', 'access-2', 'access-2'])
    expect(localStorage.getItem('refreshToken')).toBe('"refresh-2"')
  })

  it('ends the session once and rejects every waiting request when the renewal is refused', async () => {
    saveTokens(pair(1, 1))
    fetchMock.mockResolvedValue(json({ code: 1001, message: 'refresh token spent' }, 401))
    const results = await Promise.allSettled([
      api.get('/admin/base/comm/person'),
      api.get('/admin/base/comm/permmenu'),
      api.get('/admin/base/comm/uploadMode'),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(calls()).toHaveLength(1)
    expect(hooks.onSessionEnd).toHaveBeenCalledTimes(1)
    expect(hooks.onSessionEnd).toHaveBeenCalledWith('expired')
  })

  it('does not ask the server when the refresh token has expired too', async () => {
    saveTokens({ ...pair(1, 1), refreshExpire: 1 })
    await expect(api.get('/admin/base/comm/person')).rejects.toMatchObject({ status: 401 })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(hooks.onSessionEnd).toHaveBeenCalledWith('expired')
  })

  it('adopts a token another tab has renewed instead of spending the refresh token again', async () => {
    saveTokens(pair(1, 1))
    // another tab renewed meanwhile: local storage is shared, this tab's memory is not
    localStorage.setItem('token', '"access-9"')
    localStorage.setItem('token_deadtime', String(Date.now() + 600_000))
    fetchMock.mockResolvedValue(ok('fine'))
    await api.get('/admin/base/comm/person')
    expect(calls().map((c) => c.url)).toEqual(['/api/admin/base/comm/person'])
    expect(authOf(calls()[0].init)).toBe('access-9')
  })

  it('adopts the tokens of a tab that spent the refresh token first, once they reach this tab', async () => {
    saveTokens(pair(1, 1))
    fetchMock.mockImplementation(async (url: string) => {
      if (!url.includes('refreshToken')) return ok('fine')
      // the other tab's renewal lands in storage only after the server refused this one
      setTimeout(() => {
        localStorage.setItem('token', '"access-7"')
        localStorage.setItem('token_deadtime', String(Date.now() + 600_000))
        localStorage.setItem('refreshToken', '"refresh-7"')
      }, 100)
      return json({ code: 1001, message: 'spent' }, 401)
    })
    await expect(api.get('/admin/base/comm/person')).resolves.toBe('fine')
    expect(authOf(calls()[1].init)).toBe('access-7')
    expect(hooks.onSessionEnd).not.toHaveBeenCalled()
  })

  it('keeps the session when the renewal fails for want of a network', async () => {
    saveTokens(pair(1, 1))
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(api.get('/admin/base/comm/person')).rejects.toMatchObject({ status: 0 })
    expect(hooks.onSessionEnd).not.toHaveBeenCalled()
  })
})
