import type { Tokens } from '@backroom/contract'
import { isExpired, readTokens, saveTokens, type TokenState, tokenStore } from '../session/token-store'
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
  inFlight ??= withTabLock(LOCK_NAME, (waited) => renew(renewal.fetchTokens, waited))
    .catch((err) => {
      if (err instanceof SessionExpiredError) renewal.onExpired()
      throw err
    })
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}

const usable = (t: TokenState): t is TokenState & { token: string } =>
  !!t.token && !isExpired(t.tokenDeadline)

function adopt(tokens: TokenState & { token: string }): string {
  tokenStore.setState(tokens, true)
  return tokens.token
}

async function renew(fetchTokens: Renewal['fetchTokens'], waited: boolean): Promise<string> {
  let stored = readTokens()
  // a tab that waited for the lock most likely waited for another tab's renewal, whose tokens
  // can take a moment to reach this tab's view of local storage
  if (!usable(stored) && waited) stored = await storageChange(stored.refreshToken)
  if (usable(stored)) return adopt(stored)
  if (!stored.refreshToken || isExpired(stored.refreshDeadline)) {
    throw new SessionExpiredError('refresh token expired')
  }
  try {
    const tokens = await fetchTokens(stored.refreshToken)
    saveTokens(tokens)
    return tokens.token
  } catch (err) {
    if (!(err instanceof SessionExpiredError)) throw err
    // refused: perhaps spent by a tab whose new tokens had not reached this one yet
    const later = await storageChange(stored.refreshToken)
    if (usable(later)) return adopt(later)
    throw err
  }
}

const SETTLE_MS = 1000

/** The stored tokens once their refresh token differs from `previous`, or after SETTLE_MS. */
async function storageChange(previous: string | undefined): Promise<TokenState> {
  const until = Date.now() + SETTLE_MS
  for (;;) {
    const now = readTokens()
    if (now.refreshToken !== previous || Date.now() >= until) return now
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
