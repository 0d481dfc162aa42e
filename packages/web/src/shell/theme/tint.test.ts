import { describe, expect, it } from 'vitest'
import { mix, tintSteps } from './tint'

describe('tint steps', () => {
  it('blends per channel and rounds', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#4165D7', '#4165d7', 0.3)).toBe('#4165d7')
  })

  it('matches the reference steps of the default blue in light mode', () => {
    const { light, dark } = tintSteps('#4165d7', false)
    expect(light.join(' ')).toBe('#5474db #6784df #7a93e3 #8da3e7 #a0b2eb #b3c1ef #c6d1f3 #d9e0f7 #ecf0fb')
    expect(dark.join(' ')).toBe('#3c5dc3 #3855b0 #334c9c #2f4489 #2a3c75 #253461 #212c4e #1c233a #181b27')
  })

  it('swaps the targets in dark mode', () => {
    const light = tintSteps('#4165d7', false)
    const dark = tintSteps('#4165d7', true)
    expect(dark.light).toEqual(light.dark)
    expect(dark.dark).toEqual(light.light)
  })
})
