import { beforeEach, describe, expect, it } from 'vitest'
import { primaryShades } from './contrast'
import { applyTheme, updateTheme, useThemeStore } from './theme-store'

const css = (name: string) => document.documentElement.style.getPropertyValue(name)

beforeEach(() => {
  localStorage.clear()
  updateTheme({ name: 'default', color: '#4165d7', dark: false, isGroup: false, transition: 'slide' })
})

describe('theme', () => {
  it('keeps every choice in local storage under `theme`', () => {
    updateTheme({ name: 'custom', color: '#123456', isGroup: true, transition: 'none' })
    expect(JSON.parse(localStorage.getItem('theme')!)).toEqual({
      name: 'custom',
      color: '#123456',
      isGroup: true,
      transition: 'none',
      dark: false,
    })
  })

  it('puts the colour, its tints and the dark class on the document', () => {
    applyTheme({ ...useThemeStore.getState(), name: 'cuilv', color: '#51c21a', dark: true })
    // the readable shade of the colour, not the colour itself (see contrast.test.ts)
    const shades = primaryShades('#51c21a', true)
    expect(css('--color-primary')).toBe(shades.fillShown)
    expect(css('--color-primary-text')).toBe(shades.text)
    expect(css('--color-primary-light-9')).toMatch(/^#[0-9a-f]{6}$/)
    expect(css('--color-primary-light-9')).not.toBe(shades.fillShown)
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.body.className).toBe('theme-cuilv')
    applyTheme({ ...useThemeStore.getState(), name: 'default', dark: false })
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(document.body.className).toBe('theme-default')
  })
})
