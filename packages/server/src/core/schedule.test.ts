import { describe, expect, it } from 'vitest'
import { checkSchedule, nextSlot } from './schedule.ts'

const at = (s: string) => new Date(s)

describe('schedules', () => {
  it('reads cron with seconds first, in the given time zone', () => {
    const now = at('2026-03-01T00:00:00Z')
    expect(nextSlot({ cron: '0 0 9 * * *' }, now, undefined, 'Asia/Shanghai')).toEqual(
      at('2026-03-01T01:00:00Z'),
    )
    expect(nextSlot({ cron: '30 * * * * *' }, now, undefined, 'UTC')).toEqual(at('2026-03-01T00:00:30Z'))
    // across the change to summer time in Berlin (29 March 2026): 09:00 local is 08:00 UTC, then 07:00
    const berlin = { cron: '0 0 9 * * *' }
    const before = nextSlot(berlin, at('2026-03-28T12:00:00Z'), undefined, 'Europe/Berlin')
    expect(before).toEqual(at('2026-03-29T07:00:00Z'))
  })

  it('puts interval slots on whole multiples of the interval', () => {
    const now = at('2026-03-01T12:00:30.400Z')
    expect(nextSlot({ everySeconds: 60 }, now)).toEqual(at('2026-03-01T12:01:00Z'))
    expect(nextSlot({ everySeconds: 1 }, now, at('2026-03-01T12:00:30Z'))).toEqual(at('2026-03-01T12:00:31Z'))
  })

  it('catches up missed slots of the last minute only', () => {
    const now = at('2026-03-01T12:00:00Z')
    expect(nextSlot({ everySeconds: 1 }, now, at('2026-03-01T11:59:50Z'))).toEqual(at('2026-03-01T11:59:51Z'))
    expect(nextSlot({ everySeconds: 1 }, now, at('2026-03-01T08:00:00Z'))).toEqual(at('2026-03-01T11:59:01Z'))
    expect(nextSlot({ cron: '0 0 3 * * *' }, now, at('2026-02-20T03:00:00Z'), 'UTC')).toEqual(
      at('2026-03-02T03:00:00Z'),
    )
  })

  it('refuses what would not fire as meant', () => {
    expect(() => checkSchedule({ cron: '0 3 * * *' })).toThrow(/6 fields/)
    expect(() => checkSchedule({ cron: '0 0 3 * * * 2026' })).toThrow(/6 fields/)
    expect(() => checkSchedule({ cron: '0 0 25 * * *' })).toThrow()
    expect(() => checkSchedule({ cron: 'process.exit()' })).toThrow()
    expect(() => checkSchedule({ everySeconds: 0 })).toThrow(/everySeconds/)
    expect(() => checkSchedule({ everySeconds: 1.5 })).toThrow(/everySeconds/)
    expect(() => checkSchedule({ cron: '*/5 * * * * *' })).not.toThrow()
    expect(() => checkSchedule({ everySeconds: 1 })).not.toThrow()
  })
})
