import { describe, expect, it } from 'vitest'
import { afterLogin, decide, type GuardInput, loginFor } from './guard'

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
      to: '/login?redirect=%2Fsys%2Fuser',
      endSession: true,
    })
  })

  it('sends an unknown path to /login rather than /404 when signed out', () => {
    expect(decide(input({ path: '/nope', signedIn: false }))).toMatchObject({ to: '/login?redirect=%2Fnope' })
    expect(decide(input({ path: '/', signedIn: false }))).toMatchObject({ to: '/login' })
  })

  it('waits for the start-up loading before judging a path', () => {
    expect(decide(input({ path: '/nope', loading: true }))).toEqual({ action: 'wait' })
  })

  it('sends a page of the console the user may not open to /403', () => {
    expect(decide(input({ path: '/sys/log', isForbidden: (p) => p === '/sys/log' }))).toEqual({
      action: 'redirect',
      to: '/403',
    })
    expect(decide(input({ path: '/nope', isForbidden: (p) => p === '/sys/log' }))).toMatchObject({
      to: '/404',
    })
  })

  it('keeps a deep link, query included, through sign-in', () => {
    const to = loginFor('/sys/user?keyWord=a b#top')
    expect(decide(input({ path: '/sys/user', search: '?keyWord=a b#top', signedIn: false }))).toMatchObject({
      to,
    })
    expect(afterLogin(new URL(to, 'http://x').search)).toBe('/sys/user?keyWord=a b#top')
    expect(decide(input({ path: '/login', search: new URL(to, 'http://x').search }))).toMatchObject({
      to: '/sys/user?keyWord=a b#top',
    })
  })

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', ''])(
    'never continues sign-in off the console (%s)',
    (target) => {
      expect(afterLogin(`?redirect=${encodeURIComponent(target)}`)).toBe('/')
    },
  )

  it('renders a known path and sends an unknown one to /404', () => {
    expect(decide(input({ path: '/sys/user' }))).toEqual({ action: 'render' })
    expect(decide(input({ path: '/nope' }))).toEqual({ action: 'redirect', to: '/404' })
  })
})
