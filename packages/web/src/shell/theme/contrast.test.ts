import { theme } from 'antd'
import { describe, expect, it } from 'vitest'
import { antdTheme } from '../layout/AntdProvider'
import { contrast, FILL_CONTRAST, TEXT_CONTRAST } from './contrast'
import { THEME_PRESETS } from './presets'

/** An rgba() token painted over an opaque background, as #rrggbb. */
function over(color: string, background: string): string {
  const m = color.match(/rgba?\(([^)]+)\)/)
  if (!m) return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color
  const [r, g, b, a = 1] = m[1].split(',').map(Number)
  const bg = Number.parseInt(background.slice(1), 16)
  const base = [(bg >> 16) & 255, (bg >> 8) & 255, bg & 255]
  return `#${[r, g, b]
    .map((v, i) =>
      Math.round(v * a + base[i] * (1 - a))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** The tokens Ant Design derives from the console's theme, as its components read them. */
const tokens = (color: string, dark: boolean) => {
  const config = antdTheme(color, dark)
  return theme.getDesignToken({ token: config.token, algorithm: config.algorithm })
}

const cases = THEME_PRESETS.flatMap((p) => [false, true].map((dark) => [p.name, p.color, dark] as const))

describe('theme colours', () => {
  it('checks all eight presets in light and dark mode', () => expect(cases).toHaveLength(16))

  it.each(cases)('%s (%s), dark %s: text on and beside the primary colour is readable', (_, color, dark) => {
    const t = tokens(color, dark)
    const page = t.colorBgContainer
    // primary buttons: white on the fill
    expect(contrast(over(t.colorTextLightSolid, page), t.colorPrimary)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    // links, on cards and popups
    for (const bg of [page, t.colorBgElevated, t.colorBgLayout])
      expect(contrast(t.colorLink, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    // primary and info tags: their text on their pale fill
    expect(contrast(t.colorPrimaryText, t.colorPrimaryBg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrast(t.colorInfoText, t.colorInfoBg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  })

  it.each([false, true])('keeps slate grey apart from the disabled background (dark %s)', (dark) => {
    const slate = THEME_PRESETS.find((p) => p.name === 'qinghui')!
    const t = tokens(slate.color, dark)
    const disabled = over(t.colorBgContainerDisabled, t.colorBgContainer)
    expect(contrast(t.colorPrimary, disabled)).toBeGreaterThanOrEqual(FILL_CONTRAST)
  })

  it('finds readable shades for any custom colour (the 216 web-safe ones), light and dark', () => {
    const steps = ['00', '33', '66', '99', 'cc', 'ff']
    for (const r of steps)
      for (const g of steps)
        for (const b of steps)
          for (const dark of [false, true]) {
            const t = tokens(`#${r}${g}${b}`, dark)
            expect(contrast('#ffffff', t.colorPrimary)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
            expect(contrast(t.colorLink, t.colorBgContainer)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
          }
  })

  it('leaves a colour that is already readable as it is', () => {
    expect(tokens('#4165d7', false).colorPrimary).toBe('#4165d7')
  })
})
