import { describe, expect, it } from 'vitest'
import { screenClass } from './screen'

describe('screen classes', () => {
  it.each([
    [375, 'xs'],
    [767, 'xs'],
    [768, 'sm'],
    [991, 'sm'],
    [992, 'md'],
    [1199, 'md'],
    [1200, 'xl'],
    [1919, 'xl'],
    [1920, 'full'],
  ])('calls a %i px wide screen %s', (width, name) => {
    expect(screenClass(width)).toBe(name)
  })
})
