/** How the dashboard writes its figures: grouped digits, changes with their sign and tone, the count-up's frames. */

/** Thousands separators in a number's text, its decimals kept as written (`"1234567.50"` → `"1,234,567.50"`). */
export function groupDigits(text: string): string {
  const [, sign = '', whole = '', rest = ''] = /^([-+]?)(\d*)(.*)$/.exec(text) ?? []
  return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + rest
}

/** A number with a fixed count of decimals and grouped digits. */
export const formatFigure = (value: number, decimals = 0) => groupDigits(value.toFixed(decimals))

export type Tone = 'up' | 'down' | 'flat' | 'none'

/** Which way a change goes: rises are drawn red and falls green; none when there was nothing to compare with. */
export function changeTone(change: number | null | undefined): Tone {
  if (change === null || change === undefined) return 'none'
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
}

/** A change as shown: `+12%`, `−4%` (a true minus), `0%`, or a dash when unknown. */
export function changeText(change: number | null | undefined, unit = '%'): string {
  const tone = changeTone(change)
  if (tone === 'none') return '—'
  const size = Math.abs(change as number)
  return `${tone === 'up' ? '+' : tone === 'down' ? '−' : ''}${size}${unit}`
}

/** The count-up's easing: fast first, settling on the figure. */
const easeOut = (p: number) => 1 - (1 - p) ** 3

/** The figure shown `elapsed` ms into a count-up of `duration` ms towards `target`. */
export function countUpFrame(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target
  return target * easeOut(Math.max(0, elapsed) / duration)
}

export const YEAR_SLOT = '\u0000'
/** A year picker's format from the language's year label (`2026年`, `2026 Year`): its words escaped from dayjs' tokens. */
export function yearFormat(label: string): string {
  const [before = '', after = ''] = label.split(YEAR_SLOT)
  const words = (text: string) => (text ? `[${text}]` : '')
  return `${words(before)}YYYY${words(after)}`
}
