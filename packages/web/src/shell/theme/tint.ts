const hex = (n: number) => n.toString(16).padStart(2, '0')

function channels(color: string): [number, number, number] {
  let c = color.replace('#', '')
  if (c.length === 3) c = [...c].map((x) => x + x).join('')
  const n = Number.parseInt(c.slice(0, 6), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Per-channel linear blend of `base` toward `target` by `weight` (0–1), as lowercase #rrggbb. */
export function mix(base: string, target: string, weight: number): string {
  const a = channels(base)
  const b = channels(target)
  return `#${a.map((v, i) => hex(Math.round(v * (1 - weight) + b[i] * weight))).join('')}`
}

const WHITE = '#ffffff'
const BLACK = '#131313'

/**
 * Tint steps 1–9 of a primary colour, in tenths: `light` toward the page background and `dark`
 * away from it. In dark mode the page is dark, so the two targets swap.
 */
export function tintSteps(color: string, dark: boolean): { light: string[]; dark: string[] } {
  const [toPage, awayFromPage] = dark ? [BLACK, WHITE] : [WHITE, BLACK]
  const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9]
  return {
    light: steps.map((i) => mix(color, toPage, i / 10)),
    dark: steps.map((i) => mix(color, awayFromPage, i / 10)),
  }
}
