import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisUrl } from '../test/harness.ts'
import { type Cache, MemoryCache, openCache } from './cache.ts'

const backends = ['memory', ...(redisUrl ? ['redis'] : [])] as const

describe.each(backends)('the %s cache', (backend) => {
  let cache: Cache
  beforeAll(async () => {
    cache =
      backend === 'memory'
        ? new MemoryCache()
        : await openCache(redisUrl, `backroom-test-${randomBytes(4).toString('hex')}:`)
  })
  afterAll(() => cache.close())

  it('stores JSON values, reads several at once, and deletes', async () => {
    await cache.set('a', { x: [1, 'two'] })
    await cache.set('b', 3)
    expect(await cache.get('a')).toEqual({ x: [1, 'two'] })
    expect(await cache.getMany(['a', 'missing', 'b'])).toEqual([{ x: [1, 'two'] }, undefined, 3])
    await cache.del('a', 'b')
    expect(await cache.get('a')).toBeUndefined()
  })

  it('expires entries after their time-to-live', async () => {
    await cache.set('short', 1, 1)
    expect(await cache.get('short')).toBe(1)
    await new Promise((r) => setTimeout(r, 1100))
    expect(await cache.get('short')).toBeUndefined()
  })

  it('lets only the first take of a key have it', async () => {
    await cache.set('once', 'value', 60)
    const [first, second] = await Promise.all([cache.take('once'), cache.take('once')])
    expect([first, second].filter(Boolean)).toEqual(['value'])
  })

  it('counts within a window that starts with the first increment', async () => {
    expect(await cache.incr('n', 1)).toBe(1)
    expect(await cache.incr('n', 1)).toBe(2)
    await new Promise((r) => setTimeout(r, 1100))
    expect(await cache.incr('n', 1)).toBe(1)
  })
})
