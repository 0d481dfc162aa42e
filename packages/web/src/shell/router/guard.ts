/** Full-screen routes anyone may open, signed in or not. */
export const OPEN_PATHS: ReadonlySet<string> = new Set(['/login', '/401', '/403', '/404', '/500', '/502'])

export interface GuardInput {
  path: string
  signedIn: boolean
  /** the signed-in user's data (menus above all) is still loading */
  loading: boolean
  /** a menu or static view answers this path */
  isKnown: (path: string) => boolean
}

export type GuardDecision =
  | { action: 'render' }
  | { action: 'wait' }
  | { action: 'redirect'; to: string; endSession?: boolean }

/** Where a navigation may go; the Guard component acts on the answer. */
export function decide({ path, signedIn, loading, isKnown }: GuardInput): GuardDecision {
  if (path === '/login') return signedIn ? { action: 'redirect', to: '/' } : { action: 'render' }
  if (OPEN_PATHS.has(path)) return { action: 'render' }
  // leftovers of an ended session (menus, tabs, cached answers) must not outlive it
  if (!signedIn) return { action: 'redirect', to: '/login', endSession: true }
  if (loading) return { action: 'wait' }
  return isKnown(path) ? { action: 'render' } : { action: 'redirect', to: '/404' }
}
