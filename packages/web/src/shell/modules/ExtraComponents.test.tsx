import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ExtraComponents } from './ExtraComponents'
import { enabledModules } from './modules'

function Throws(): never {
  throw new Error('broken at start-up')
}

describe('extra components', () => {
  it('mounts the index components of enabled modules and skips disabled ones', async () => {
    const load = vi.fn(async () => ({ default: () => <p>never</p> }))
    render(
      <ExtraComponents
        modules={[
          { name: 'a', index: async () => ({ default: () => <p>extra a</p> }) },
          { name: 'b', enable: false, index: load },
        ]}
      />,
    )
    expect(await screen.findByText('extra a')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
  })

  it('shows nothing for an extra that fails to load or to start, and keeps the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ExtraComponents
        modules={[
          { name: 'a', index: () => Promise.reject(new Error('chunk missing')) },
          { name: 'b', index: async () => ({ default: Throws }) },
          { name: 'c', index: async () => ({ default: () => <p>extra c</p> }) },
        ]}
      />,
    )
    expect(await screen.findByText('extra c')).toBeTruthy()
    expect(screen.queryByText('broken at start-up')).toBeNull()
  })

  it('orders modules and leaves out disabled ones', () => {
    const list = enabledModules([
      { name: 'theme', order: 99 },
      { name: 'off', enable: false, order: 1 },
      { name: 'plain' },
      { name: 'base', order: 1 },
    ])
    expect(list.map((m) => m.name)).toEqual(['base', 'theme', 'plain'])
  })
})
