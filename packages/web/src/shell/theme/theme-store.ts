import { create } from 'zustand'
import { readStored, writeStored } from '../storage'
import { primaryShades } from './contrast'
import { DEFAULT_PRESET, THEME_PRESETS } from './presets'
import { tintSteps } from './tint'

export interface ThemeSettings {
  /** a preset's name, or `custom` */
  name: string
  /** the primary colour in force */
  color: string
  /** top-level directories as a strip in the top bar, the sidebar showing one group */
  isGroup: boolean
  transition: 'slide' | 'none'
  dark: boolean
}

const KEY = 'theme'
const defaults: ThemeSettings = {
  name: DEFAULT_PRESET.name,
  color: DEFAULT_PRESET.color,
  isGroup: false,
  transition: 'slide',
  dark: false,
}

function load(): ThemeSettings {
  const saved = readStored<Partial<ThemeSettings>>(KEY) ?? {}
  const preset = THEME_PRESETS.find((p) => p.name === saved.name)
  return { ...defaults, ...saved, color: saved.color ?? preset?.color ?? defaults.color }
}

export const useThemeStore = create<ThemeSettings>(load)

export function updateTheme(change: Partial<ThemeSettings>) {
  useThemeStore.setState(change)
  writeStored(KEY, useThemeStore.getState())
}

/** Puts the theme on the document: CSS variables of the primary colour's readable shades and tints, dark class. */
export function applyTheme({ name, color, dark }: ThemeSettings) {
  const root = document.documentElement
  const { fillShown, text } = primaryShades(color, dark)
  const steps = tintSteps(fillShown, dark)
  root.style.setProperty('--color-primary', fillShown)
  root.style.setProperty('--color-primary-text', text)
  for (const [i, c] of steps.light.entries()) root.style.setProperty(`--color-primary-light-${i + 1}`, c)
  for (const [i, c] of steps.dark.entries()) root.style.setProperty(`--color-primary-dark-${i + 1}`, c)
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  document.body.className = document.body.className.replace(/\btheme-\S+/g, '').trim()
  document.body.classList.add(`theme-${name}`)
}

/** Keeps the document in step with the theme store from now on. */
export function followTheme() {
  applyTheme(useThemeStore.getState())
  useThemeStore.subscribe(applyTheme)
}
