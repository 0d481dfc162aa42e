/** Full-screen routes anyone may open, signed in or not. */
export const OPEN_PATHS: ReadonlySet<string> = new Set(['/login', '/401', '/403', '/404', '/500', '/502'])

export interface GuardInput {
  path: string
  /** the query and hash of the location, kept when sign-in is asked for first */
  search?: string
  signedIn: boolean
  /** the signed-in user's data (menus above all) is still loading */
  loading: boolean
  /** a menu or static view answers this path */
  isKnown: (path: string) => boolean
  /** a page of the console this user may not open */
  isForbidden?: (path: string) => boolean
}

export type GuardDecision =
  | { action: 'render' }
  | { action: 'wait' }
  | { action: 'redirect'; to: string; endSession?: boolean }

/** Where a navigation may go; the Guard component acts on the answer. */
export function decide({
  path,
  search = '',
  signedIn,
  loading,
  isKnown,
  isForbidden,
}: GuardInput): GuardDecision {
  if (path === '/login')
    return signedIn ? { action: 'redirect', to: afterLogin(search) } : { action: 'render' }
  if (OPEN_PATHS.has(path)) return { action: 'render' }
  // leftovers of an ended session (menus, tabs, cached answers) must not outlive it
  if (!signedIn) return { action: 'redirect', to: loginFor(path + search), endSession: true }
  if (loading) return { action: 'wait' }
  if (isKnown(path)) return { action: 'render' }
  return { action: 'redirect', to: isForbidden?.(path) ? '/403' : '/404' }
}

/** The sign-in page that returns to `target` afterwards; home needs no mention. */
export function loginFor(target: string): string {
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`
}

/** Where sign-in continues: the `redirect` of its query when it is a path of this console, else home. */
export function afterLogin(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  // a path of this origin only: `//host` or `/\host` would leave it
  return target && /^\/(?![/\\])/.test(target) ? target : '/'
}
