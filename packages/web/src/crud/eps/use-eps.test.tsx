import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../shell/i18n/i18n'
import { crudWrapper } from '../../test/crud-wrapper'
import { useEps } from './use-eps'

const answer = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ code: status === 200 ? 1000 : 1001, message: 'x', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('the API catalogue', () => {
  it.each([
    ['answers an empty catalogue', () => answer({})],
    ['cannot be reached', () => answer(null, 502)],
  ])('says to set it up in the backend when the server %s', async (_, reply) => {
    fetchMock.mockImplementation(async () => reply())
    const { result } = renderHook(() => useEps(), { wrapper: crudWrapper() })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.message).toBe(i18n.t('request.epsUnavailable'))
  })

  it('hands over a catalogue with entities', async () => {
    fetchMock.mockImplementation(async () => answer({ base: [{ prefix: '/admin/base/sys/user' }] }))
    const { result } = renderHook(() => useEps(), { wrapper: crudWrapper() })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(Object.keys(result.current.data ?? {})).toEqual(['base'])
  })
})
