import type { Tokens } from '@backroom/contract'
import { createStore } from 'zustand/vanilla'
import { readStored, writeStored } from '../storage'

export interface TokenState {
  token?: string
  /** epoch ms */
  tokenDeadline?: number
  refreshToken?: string
  refreshDeadline?: number
}

/** A token counts as expired when fewer than this many ms remain. */
export const EXPIRY_MARGIN_MS = 2000

const KEYS = {
  token: 'token',
  tokenDeadline: 'token_deadtime',
  refreshToken: 'refreshToken',
  refreshDeadline: 'refreshToken_deadtime',
} as const
export const TOKEN_STORAGE_KEYS: readonly string[] = Object.values(KEYS)

export function isExpired(deadline: number | undefined, now = Date.now()): boolean {
  return !deadline || deadline - now < EXPIRY_MARGIN_MS
}

/** Reads the tokens from local storage, which every open tab of the console shares. */
export function readTokens(): TokenState {
  return {
    token: readStored<string>(KEYS.token),
    tokenDeadline: readStored<number>(KEYS.tokenDeadline),
    refreshToken: readStored<string>(KEYS.refreshToken),
    refreshDeadline: readStored<number>(KEYS.refreshDeadline),
  }
}

export const tokenStore = createStore<TokenState>(() => readTokens())

export function saveTokens(tokens: Tokens, now = Date.now()) {
  const state: TokenState = {
    token: tokens.token,
    tokenDeadline: now + tokens.expire * 1000,
    refreshToken: tokens.refreshToken,
    refreshDeadline: now + tokens.refreshExpire * 1000,
  }
  for (const [field, key] of Object.entries(KEYS)) writeStored(key, state[field as keyof TokenState])
  tokenStore.setState(state, true)
}

export function clearTokens() {
  for (const key of TOKEN_STORAGE_KEYS) writeStored(key, undefined)
  tokenStore.setState({}, true)
}

/** Signed in as far as this browser knows: a live access token, or a refresh token to get one. */
export function hasSession({ token, tokenDeadline, refreshToken, refreshDeadline }: TokenState): boolean {
  return (!!token && !isExpired(tokenDeadline)) || (!!refreshToken && !isExpired(refreshDeadline))
}
