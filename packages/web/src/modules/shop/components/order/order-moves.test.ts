import { describe, expect, it } from 'vitest'
import { movePerm, movesFrom } from './order-moves'

describe('order moves', () => {
  it('offers pay and cancel to an unpaid order', () => {
    expect(movesFrom(0)).toEqual(['pay', 'cancel'])
  })
  it('offers ship and refund to a paid order, complete and refund to a shipped one', () => {
    expect(movesFrom(1)).toEqual(['ship', 'refund'])
    expect(movesFrom(2)).toEqual(['complete', 'refund'])
  })
  it('offers nothing to completed, cancelled or refunded orders', () => {
    expect([3, 4, 5].map(movesFrom)).toEqual([[], [], []])
  })
  it('names the permission of each move', () => {
    expect(movePerm('ship')).toBe('shop:order:ship')
  })
})
