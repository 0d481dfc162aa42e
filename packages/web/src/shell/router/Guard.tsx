import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useStore } from 'zustand'
import { LoadingScreen } from '../LoadingScreen'
import { useMenuStore } from '../menu/menu-store'
import { forgetSession, loadUserData, useSessionStore } from '../session/session'
import { hasSession, tokenStore } from '../session/token-store'
import { decide, OPEN_PATHS } from './guard'
import { useRouteResolver } from './use-route-resolver'

/** Applies the guard's decision to every navigation; starts loading the user's data when needed. */
export function Guard() {
  const { pathname, search, hash } = useLocation()
  const signedIn = useStore(tokenStore, hasSession)
  const { status } = useSessionStore()
  const resolve = useRouteResolver()
  const allRoutes = useMenuStore((s) => s.allRoutes)
  const decision = decide({
    path: pathname,
    search: search + hash,
    signedIn,
    loading: status !== 'ready' && status !== 'failed',
    isKnown: (path) => resolve(path).kind !== 'unknown',
    isForbidden: (path) => allRoutes.has(path.length > 1 ? path.replace(/\/+$/, '') : path),
  })
  const mustForget = decision.action === 'redirect' && !!decision.endSession

  useEffect(() => {
    if (signedIn && status === 'idle') void loadUserData()
  }, [signedIn, status])
  useEffect(() => {
    if (mustForget) forgetSession()
  }, [mustForget])

  if (status === 'failed' && signedIn && !OPEN_PATHS.has(pathname)) return <LoadingScreen failed />
  if (decision.action === 'wait') return <LoadingScreen />
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />
  return <Outlet />
}
