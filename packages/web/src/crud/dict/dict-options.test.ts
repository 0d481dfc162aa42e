import { describe, expect, it } from 'vitest'
import { dictOptions, findOption } from './use-options'

const entry = (
  id: number,
  name: string,
  value: string | number | null,
  parentId: number | null,
  orderNum = 0,
) => ({
  id,
  name,
  typeId: 1,
  parentId,
  orderNum,
  value,
})

describe('dictionary entries as choices', () => {
  it('labels each entry by name, values it by id when its value is empty, and nests it under its parent', () => {
    const options = dictOptions([
      entry(1, 'Mage', 4, null, 2),
      entry(2, 'Warrior', '', null, 1),
      entry(3, 'Phantom', 5, 1),
      entry(4, 'Shadow', null, 3),
    ])
    expect(options).toEqual([
      { value: 2, label: 'Warrior' },
      {
        value: 4,
        label: 'Mage',
        children: [{ value: 5, label: 'Phantom', children: [{ value: 4, label: 'Shadow' }] }],
      },
    ])
    expect(findOption(options, '5')?.label).toBe('Phantom')
    expect(findOption(options, 9)).toBeUndefined()
  })
})
