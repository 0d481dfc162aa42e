import { describe, expect, it } from 'vitest'
import { col } from './column.ts'
import { Ids, PageQuery } from './crud.ts'
import { Id, Int32, intBetween } from './numbers.ts'

const status = col.choice('状态', ['禁用', '启用']).schema
const ratio = intBetween(-5, 5)

describe('numbers of the contract', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['0', 0],
    ['-3', -3],
    ['007', 7],
    ['2147483647', 2147483647],
    ['-2147483648', -2147483648],
  ])('reads the int %j as %j', (input, output) => {
    expect(Int32.parse(input)).toBe(output)
  })

  it.each(['1e3', ' 1', '1 ', '0x10', '0b1', '', '1.5', '+1', '.5', '1.', 'abc', 'Infinity', 'NaN', '١'])(
    'refuses the int %j',
    (input) => {
      expect(Int32.safeParse(input).success).toBe(false)
    },
  )

  it.each([true, false, null, [1], {}, 1.5, Number.POSITIVE_INFINITY])('refuses %j as an int', (input) => {
    expect(Int32.safeParse(input).success).toBe(false)
  })

  it('takes a whole number written with a zero fraction as that number', () => {
    expect(Int32.parse('2.0')).toBe(2)
  })

  it('reads ids, choices and bounded ints by the same rule', () => {
    expect(Id.parse('12')).toBe(12)
    expect(status.parse('1')).toBe(1)
    expect(ratio.parse('-5')).toBe(-5)
    for (const schema of [Id, status, ratio])
      for (const input of ['1e0', ' 1', '0x1', '', '1.5', 'abc'])
        expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(false)
    expect(Id.safeParse('0').success).toBe(false)
    expect(status.safeParse('2').success).toBe(false)
  })

  it('reads ids of a delete as numbers, a list of texts or a comma-separated text', () => {
    expect(Ids.parse(['1', 2])).toEqual([1, 2])
    expect(Ids.parse('3')).toEqual([3])
    expect(Ids.parse('4,5')).toEqual([4, 5])
    for (const input of [['1e0'], [' 1'], '1, 2', '', ['abc']])
      expect(Ids.safeParse(input).success, JSON.stringify(input)).toBe(false)
  })

  it('reads page and size as numbers or their decimal text', () => {
    expect(PageQuery.parse({ page: '2', size: '10' })).toMatchObject({ page: 2, size: 10 })
    for (const body of [{ page: '1e1' }, { page: ' 2' }, { size: '0x10' }, { size: '' }, { size: '1.5' }])
      expect(PageQuery.safeParse(body).success, JSON.stringify(body)).toBe(false)
  })
})
