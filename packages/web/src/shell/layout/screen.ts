import { useSyncExternalStore } from 'react'

export type ScreenClass = 'xs' | 'sm' | 'md' | 'xl' | 'full'

/** Screen classes by viewport width: <768 xs, <992 sm, <1200 md, <1920 xl, else full. */
export function screenClass(width: number): ScreenClass {
  if (width < 768) return 'xs'
  if (width < 992) return 'sm'
  if (width < 1200) return 'md'
  if (width < 1920) return 'xl'
  return 'full'
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** The current screen class; `isMini` on phone-sized screens, where the sidebar folds away. */
export function useScreen() {
  const screen = useSyncExternalStore(subscribe, () => screenClass(window.innerWidth))
  return { screen, isMini: screen === 'xs' }
}
