import { beforeEach, describe, expect, it } from 'vitest'
import { closeAllTabs, closeOtherTabs, closeTab, openTab, resetTabs, useTabsStore } from './tabs-store'

const paths = () => useTabsStore.getState().paths

beforeEach(() => {
  resetTabs()
  for (const p of ['/a', '/b', '/c']) openTab(p)
})

describe('open tabs', () => {
  it('adds a path once and keeps the list in session storage', () => {
    openTab('/a')
    expect(paths()).toEqual(['/a', '/b', '/c'])
    expect(sessionStorage.getItem('process')).toBe('["/a","/b","/c"]')
  })

  it('goes to the last tab left when the current one closes, and stays put otherwise', () => {
    expect(closeTab('/a', '/b')).toBeUndefined()
    expect(closeTab('/c', '/c')).toBe('/b')
    expect(closeTab('/b', '/b')).toBe('/')
    expect(paths()).toEqual([])
  })

  it('closes the others or all', () => {
    closeOtherTabs('/b')
    expect(paths()).toEqual(['/b'])
    closeAllTabs()
    expect(paths()).toEqual([])
  })
})
