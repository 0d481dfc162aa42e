import { flushSync } from 'react-dom'
import { prefersReducedMotion } from './motion'

const DURATION_MS = 400

/**
 * Switches dark mode with a circular reveal from the centre of `origin` (View Transitions API):
 * the light view grows out of the icon, or shrinks into it. A plain switch where unsupported.
 */
export function switchDarkMode(origin: HTMLElement, dark: boolean, apply: (dark: boolean) => void) {
  if (!document.startViewTransition || prefersReducedMotion()) {
    apply(dark)
    return
  }
  const box = origin.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  const radius = Math.hypot(Math.max(x, innerWidth - x), Math.max(y, innerHeight - y))
  const transition = document.startViewTransition(() => flushSync(() => apply(dark)))
  void transition.ready.then(() => {
    const clipPath = [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`]
    document.documentElement.animate(
      { clipPath: dark ? clipPath.reverse() : clipPath },
      {
        duration: DURATION_MS,
        pseudoElement: dark ? '::view-transition-old(root)' : '::view-transition-new(root)',
      },
    )
  })
}
