import { describe, expect, it } from 'vitest'
import type { ResourceHooks, Row } from './options.ts'

// checked by `npm run typecheck`: each @ts-expect-error fails it once the type allows what it marks
describe('resource hooks', () => {
  it('make a decorate hook say what it reads, or that its pages are not kept', () => {
    const decorate = async (rows: Row[]) => rows
    // @ts-expect-error a decorate hook that does not say what it reads
    const unsaid: ResourceHooks = { decorate }
    const reads: ResourceHooks = { decorate, decorateReads: ['base_sys_role'] }
    const unkept: ResourceHooks = { decorate, decorateReads: false }
    // @ts-expect-error what an absent decorate hook reads
    const stray: ResourceHooks = { decorateReads: [] }
    expect([unsaid, reads, unkept, stray].map((h) => h.decorateReads)).toEqual([
      undefined,
      ['base_sys_role'],
      false,
      [],
    ])
  })
})
