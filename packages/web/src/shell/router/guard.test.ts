import { describe, expect, it } from 'vitest'
import { decide, type GuardInput } from './guard'

const known = new Set(['/', '/sys/user', '/my/info'])
const input = (over: Partial<GuardInput>): GuardInput => ({
  path: '/',
  signedIn: true,
  loading: false,
  isKnown: (p) => known.has(p),
  ...over,
})

describe('router guard', () => {
  it('sends a signed-in visitor of /login home', () => {
    expect(decide(input({ path: '/login' }))).toEqual({ action: 'redirect', to: '/' })
  })

  it('shows /login to a visitor without a session', () => {
    expect(decide(input({ path: '/login', signedIn: false }))).toEqual({ action: 'render' })
  })

  it.each(['/401', '/403', '/404', '/500', '/502'])('opens %s to anyone, even while loading', (path) => {
    expect(decide(input({ path, signedIn: false }))).toEqual({ action: 'render' })
    expect(decide(input({ path, loading: true }))).toEqual({ action: 'render' })
  })

  it('sends a visitor without a session to /login and clears what is left of the last one', () => {
    expect(decide(input({ path: '/sys/user', signedIn: false }))).toEqual({
      action: 'redirect',
      to: '/login',
      endSession: true,
    })
  })

  it('sends an unknown path to /login rather than /404 when signed out', () => {
    expect(decide(input({ path: '/nope', signedIn: false }))).toMatchObject({ to: '/login' })
  })

  it('waits for the start-up loading before judging a path', () => {
    expect(decide(input({ path: '/nope', loading: true }))).toEqual({ action: 'wait' })
  })

  it('renders a known path and sends an unknown one to /404', () => {
    expect(decide(input({ path: '/sys/user' }))).toEqual({ action: 'render' })
    expect(decide(input({ path: '/nope' }))).toEqual({ action: 'redirect', to: '/404' })
  })
})
