import { describe, expect, it } from 'vitest'
import { changeText, changeTone, countUpFrame, formatFigure, groupDigits, yearFormat } from './figures'

describe('dashboard figures', () => {
  it('groups the digits of whole numbers and exact amounts, keeping the decimals', () => {
    expect(groupDigits('1234567.50')).toBe('1,234,567.50')
    expect(groupDigits('999')).toBe('999')
    expect(groupDigits('-1234')).toBe('-1,234')
    expect(groupDigits('0.05')).toBe('0.05')
    expect(formatFigure(12345.678, 2)).toBe('12,345.68')
  })

  it('draws rises red, falls green, and a dash for a change with nothing to compare with', () => {
    expect([12, -4, 0, null].map(changeTone)).toEqual(['up', 'down', 'flat', 'none'])
    expect([12, -4, 0, null].map((c) => changeText(c))).toEqual(['+12%', '−4%', '0%', '—'])
    expect(changeText(3, '')).toBe('+3')
  })

  it('counts up from zero, fast at first, and lands exactly on the figure', () => {
    expect(countUpFrame(1000, 0, 1000)).toBe(0)
    const half = countUpFrame(1000, 500, 1000)
    expect(half).toBeGreaterThan(500)
    expect(half).toBeLessThan(1000)
    expect(countUpFrame(1000, 1000, 1000)).toBe(1000)
    expect(countUpFrame(1000, 5000, 1000)).toBe(1000)
    // without motion the figure shows at once
    expect(countUpFrame(1000, 0, 0)).toBe(1000)
  })

  it('writes the year of the sales chart as the language does, its words kept out of the date tokens', () => {
    expect(yearFormat('\u0000年')).toBe('YYYY[年]')
    expect(yearFormat('\u0000 Year')).toBe('YYYY[ Year]')
    expect(yearFormat('Year \u0000')).toBe('[Year ]YYYY')
  })
})
