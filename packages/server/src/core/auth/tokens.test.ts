import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenService } from './tokens.ts'

const claims = { sid: 7, userId: 3, username: 'ann', roleIds: [2], passwordVersion: 1, tenantId: null }

describe('tokens', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('accepts a token until it expires, whether it was verified before or not', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z'), toFake: ['Date'] })
    const tokens = new TokenService('a-secret-of-the-test', 60, 600)
    const seen = tokens.issue(claims).tokens.token
    const unseen = tokens.issue(claims).tokens.token
    expect(tokens.verify(seen)).toMatchObject({ ...claims, isRefresh: false })
    vi.setSystemTime(new Date('2026-11-29T08:00:59Z'))
    expect(tokens.verify(seen)?.userId).toBe(3)
    vi.setSystemTime(new Date('2026-11-29T08:01:01Z'))
    expect(tokens.verify(seen)).toBeUndefined()
    expect(tokens.verify(seen)).toBeUndefined()
    expect(tokens.verify(unseen)).toBeUndefined()
  })

  it('refuses a token whose bytes differ from one it accepted, or signed with another secret', () => {
    const tokens = new TokenService('a-secret-of-the-test', 60, 600)
    const token = tokens.issue(claims).tokens.token
    expect(tokens.verify(token)?.sid).toBe(7)
    const at = token.length - 10
    const forged = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1)
    expect(tokens.verify(forged)).toBeUndefined()
    const other = new TokenService('another-secret', 60, 600).issue(claims).tokens.token
    expect(tokens.verify(other)).toBeUndefined()
  })
})
