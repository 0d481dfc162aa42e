import { useEffect, useState } from 'react'
import { countUpFrame, formatFigure, groupDigits } from './figures'

const DURATION = 1000
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** The figure counting up from zero over a second (at once for those who ask for less motion). */
function useCountUp(target: number): number {
  const [shown, setShown] = useState(() => (reducedMotion() ? target : 0))
  useEffect(() => {
    if (reducedMotion()) {
      setShown(target)
      return
    }
    let frame = 0
    const start = performance.now()
    const step = (now: number) => {
      const elapsed = now - start
      setShown(countUpFrame(target, elapsed, DURATION))
      if (elapsed < DURATION) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target])
  return shown
}

/**
 * A figure that counts up; an exact amount (`"1234.50"`) is counted as a number and ends on its
 * own text, so that no rounding ever shows in the final figure.
 */
export function CountUp({ value, decimals = 0 }: { value: number | string; decimals?: number }) {
  const target = Number(value) || 0
  const shown = useCountUp(target)
  const done = shown === target
  return (
    <span className="dashboard-figure">
      {done && typeof value === 'string' ? groupDigits(value) : formatFigure(shown, decimals)}
    </span>
  )
}
