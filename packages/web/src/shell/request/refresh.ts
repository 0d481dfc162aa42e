import type { Tokens } from '@backroom/contract'
import { isExpired, readTokens, saveTokens, tokenStore } from '../session/token-store'
import { withTabLock } from './tab-lock'

/** Raised when the session cannot be renewed: the caller signs the user out. */
export class SessionExpiredError extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'SessionExpiredError'
  }
}

/** Provided by the request client, which knows the wire. */
export interface Renewal {
  /** asks the server for a new token pair; throws SessionExpiredError when it refuses */
  fetchTokens(refreshToken: string): Promise<Tokens>
  /** called once per failed renewal, however many requests were waiting for it */
  onExpired(): void
}

const LOCK_NAME = 'backroom:token-refresh'
let inFlight: Promise<string> | undefined

/**
 * The access token to send, renewed first when it is (about to be) expired. Concurrent callers
 * share one renewal, and tabs take turns through a lock: a refresh token is single-use, so a
 * second spender would be refused and signed out.
 */
export function accessToken(renewal: Renewal): Promise<string | undefined> {
  const { token, tokenDeadline } = tokenStore.getState()
  if (!token) return Promise.resolve(undefined)
  if (!isExpired(tokenDeadline)) return Promise.resolve(token)
  inFlight ??= withTabLock(LOCK_NAME, () => renew(renewal.fetchTokens))
    .catch((err) => {
      if (err instanceof SessionExpiredError) renewal.onExpired()
      throw err
    })
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}

async function renew(fetchTokens: Renewal['fetchTokens']): Promise<string> {
  // another tab may have renewed while this one waited for the lock
  const stored = readTokens()
  tokenStore.setState(stored, true)
  if (stored.token && !isExpired(stored.tokenDeadline)) return stored.token
  if (!stored.refreshToken || isExpired(stored.refreshDeadline)) {
    throw new SessionExpiredError('refresh token expired')
  }
  const tokens = await fetchTokens(stored.refreshToken)
  saveTokens(tokens)
  return tokens.token
}
