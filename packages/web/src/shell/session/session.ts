import type { Tokens } from '@backroom/contract'
import { create } from 'zustand'
import { i18n } from '../i18n/i18n'
import { currentLanguage } from '../i18n/language-store'
import { resetMenus, setPermMenu, useMenuStore } from '../menu/menu-store'
import { navigateTo } from '../navigation'
import { api } from '../request/client'
import { preloadPage, resolveView } from '../router/view-registry'
import { writeStored } from '../storage'
import { resetTabs } from '../tabs/tabs-store'
import { toast } from '../toast'
import { sessionQueries } from './queries'
import { queryClient } from './query-client'
import { clearTokens, readTokens, saveTokens, TOKEN_STORAGE_KEYS, tokenStore } from './token-store'

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** Whether the signed-in user's data (person, menus) is loaded; the guard waits on it. */
export const useSessionStore = create<{ status: LoadStatus; error?: string }>(() => ({ status: 'idle' }))

let loading: Promise<void> | undefined

/**
 * Loads what every screen needs after sign-in, in parallel. `quietly` keeps the current screen
 * while reloading (a language switch); otherwise the guard shows the loading screen meanwhile.
 */
export function loadUserData({ quietly = false } = {}): Promise<void> {
  if (!quietly) useSessionStore.setState({ status: 'loading', error: undefined })
  loading ??= fetchUserData().finally(() => {
    loading = undefined
  })
  return loading
}

async function fetchUserData() {
  const language = currentLanguage()
  try {
    // always fresh: this runs at sign-in, on a language switch and when permissions changed
    const fresh = { staleTime: 0 }
    await Promise.all([
      queryClient.fetchQuery({ ...sessionQueries.person(language), ...fresh }),
      queryClient.fetchQuery({ ...sessionQueries.permMenu(language), ...fresh }).then((permMenu) => {
        setPermMenu(permMenu)
        // the home page's code comes with the user's data, so that it shows with the layout, when
        // the home page is what opens (after sign-in, or a load of `/`): not on the load of another
        if (!['/', '/login'].includes(window.location.pathname)) return undefined
        return preloadPage(resolveView(useMenuStore.getState().homeView))
      }),
    ])
    useSessionStore.setState({ status: 'ready' })
  } catch (err) {
    // a refused token has already ended the session
    if (!tokenStore.getState().token) return
    useSessionStore.setState({ status: 'failed', error: (err as Error).message })
  }
}

/** Reads the signed-in user's menus again, so that the sidebar shows a change to them at once. */
export async function reloadMenus() {
  setPermMenu(await queryClient.fetchQuery({ ...sessionQueries.permMenu(currentLanguage()), staleTime: 0 }))
}

/** Keeps the tokens of a successful sign-in, loads the user's data and opens `to` (home by default). */
export async function startSession(tokens: Tokens, username: string, to = '/') {
  saveTokens(tokens)
  writeStored('username', username)
  await loadUserData()
  navigateTo(to, { replace: true })
}

/** The top bar's "Log out": tells the server, then forgets everything of this user. */
export async function signOut() {
  await api.post('/admin/base/comm/logout').catch(() => undefined)
  endSession()
}

/**
 * Forgets tokens, menus, permissions, tabs, kept-alive pages and every cached answer, so that
 * nothing of this user stays on screen for the next, and goes to sign-in. `notice` explains an
 * end the user did not ask for.
 */
export function endSession(notice?: 'expired') {
  const wasSignedIn = !!tokenStore.getState().token
  forgetSession()
  if (notice && wasSignedIn) toast.error(i18n.t('request.sessionExpired'))
  navigateTo('/login', { replace: true })
}

/** endSession without leaving the current screen: the guard's clean-up of a session that lapsed. */
export function forgetSession() {
  clearTokens()
  resetMenus()
  resetTabs()
  queryClient.clear()
  useSessionStore.setState({ status: 'idle', error: undefined }, true)
}

/** Follows sign-in, renewal and sign-out done in another tab of the console. */
export function followOtherTabs() {
  window.addEventListener('storage', (e) => {
    if (e.key === null || !TOKEN_STORAGE_KEYS.includes(e.key)) return
    const tokens = readTokens()
    if (!tokens.token && tokenStore.getState().token) endSession()
    else tokenStore.setState(tokens, true)
  })
}
