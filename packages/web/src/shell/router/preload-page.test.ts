import { afterEach, describe, expect, it, vi } from 'vitest'
import { arrivedPage, preloadPage } from './view-registry'

const Page = () => null

afterEach(() => {
  vi.useRealTimers()
})

describe('a page loaded before it is first shown', () => {
  it('is kept, to be drawn at once, when its code arrives', async () => {
    await preloadPage({ kind: 'page', key: 'test/arrives', load: async () => ({ default: Page }) })
    expect(arrivedPage('test/arrives')).toBe(Page)
  })

  it('holds sign-in up no longer than its wait when its code is slow, and keeps it when it comes', async () => {
    vi.useFakeTimers()
    let arrive: (m: { default: typeof Page }) => void = () => {}
    const loaded = new Promise<{ default: typeof Page }>((resolve) => {
      arrive = resolve
    })
    let done = false
    void preloadPage({ kind: 'page', key: 'test/slow', load: () => loaded }, 1000).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect([done, arrivedPage('test/slow')]).toEqual([true, undefined])
    arrive({ default: Page })
    await vi.advanceTimersByTimeAsync(0)
    expect(arrivedPage('test/slow')).toBe(Page)
  })

  it('does not fail when its code does not come', async () => {
    const failed = preloadPage({
      kind: 'page',
      key: 'test/gone',
      load: () => Promise.reject(new Error('gone')),
    })
    await expect(failed).resolves.toBeUndefined()
    expect(arrivedPage('test/gone')).toBeUndefined()
  })
})
