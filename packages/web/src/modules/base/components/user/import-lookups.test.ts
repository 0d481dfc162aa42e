import { describe, expect, it } from 'vitest'
import { departmentPaths } from './import-lookups'

describe('departments in an imported file', () => {
  it('are named by their full path, from the top the user can see', () => {
    const paths = departmentPaths([
      { id: 1, name: 'Head office', parentId: null },
      { id: 2, name: 'Sales', parentId: 1 },
      { id: 3, name: 'North', parentId: 2 },
      { id: 4, name: 'Shop', parentId: 99 },
      { id: 5, name: 'Sales', parentId: 4 },
    ])
    expect(paths).toEqual([
      { value: 1, label: 'Head office' },
      { value: 2, label: 'Head office/Sales' },
      { value: 3, label: 'Head office/Sales/North' },
      { value: 4, label: 'Shop' },
      { value: 5, label: 'Shop/Sales' },
    ])
  })
})
