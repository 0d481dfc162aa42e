import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(changed: () => void) {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', changed)
  return () => media.removeEventListener('change', changed)
}

/** Whether the system asks for less motion (an accessibility setting), now. */
export const prefersReducedMotion = () => window.matchMedia(QUERY).matches

/** The same, kept up to date. */
export function useReducedMotion() {
  return useSyncExternalStore(subscribe, prefersReducedMotion)
}
