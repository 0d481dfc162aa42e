import { mix } from './tint'

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(color: string): number {
  const n = Number.parseInt(color.replace('#', '').slice(0, 6), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours, 1–21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** The shade of `color` nearest to it (toward black or white, so the same hue) that `passes`. */
function nearestShade(color: string, passes: (shade: string) => boolean): string {
  for (let w = 0; w <= 1; w += 0.01) {
    const shade = [mix(color, '#000000', w), mix(color, '#ffffff', w)].find(passes)
    if (shade) return shade
  }
  throw new Error(`no shade of ${color} passes`)
}

/** Text must reach 4.5:1 against what it sits on (WCAG AA for normal text). */
export const TEXT_CONTRAST = 4.5
/** A control must stand 3:1 apart from a disabled one (WCAG non-text contrast). */
export const FILL_CONTRAST = 3

/** The page, cards and popups, light and dark. */
const PAGES = { light: ['#ffffff', '#f5f5f5'], dark: ['#000000', '#141414', '#1f1f1f', '#262626'] }

export interface PrimaryShades {
  /** the seed of fills that carry white text: primary buttons, solid tags */
  fill: string
  /** the fill as it shows */
  fillShown: string
  /** the seed of links */
  link: string
  /** primary text as it shows, on the page and on `pale`: links, tags, active tabs */
  text: string
  /** the faint fill of tags */
  pale: string
}

/**
 * The shades of a primary colour the console draws with, all of its hue. Ant Design's dark
 * algorithm lays seed colours 15 % toward its page, so the search judges what then shows.
 */
export function primaryShades(color: string, dark: boolean): PrimaryShades {
  const shown = (c: string) => (dark ? mix(c, '#141414', 0.15) : c)
  const disabled = dark ? '#272727' : '#f5f5f5'
  const fill = nearestShade(
    color,
    (c) => contrast(shown(c), '#ffffff') >= TEXT_CONTRAST && contrast(shown(c), disabled) >= FILL_CONTRAST,
  )
  const pale = mix(shown(fill), dark ? '#131313' : '#ffffff', 0.9)
  const pages = [...(dark ? PAGES.dark : PAGES.light), pale]
  const link = nearestShade(color, (c) => pages.every((bg) => contrast(shown(c), bg) >= TEXT_CONTRAST))
  return { fill, fillShown: shown(fill), link, text: shown(link), pale }
}
