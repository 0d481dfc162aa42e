import { describe, expect, it } from 'vitest'
import { buildTree, descendantIds, filterTree, flattenOrder, leafIds, moveNode } from './build-tree'

const rows = [
  { id: 1, parentId: null, orderNum: 0, name: 'shop' },
  { id: 2, parentId: 1, orderNum: 2, name: 'sales' },
  { id: 3, parentId: 1, orderNum: 1, name: 'stock' },
  { id: 4, parentId: 2, orderNum: 0, name: 'north' },
  { id: 5, parentId: 99, orderNum: 0, name: 'orphan' },
]
const names = (tree: { name: string; children?: unknown[] }[]): unknown =>
  tree.map((n) => (n.children ? [n.name, names(n.children as never)] : n.name))

describe('tree of flat rows', () => {
  it('nests by parentId, orders siblings by orderNum, and makes a row with an unseen parent a root', () => {
    expect(names(buildTree(rows))).toEqual([['shop', ['stock', ['sales', ['north']]]], 'orphan'])
  })

  it('gives leaves no children key, so a table draws no expander', () => {
    const [shop] = buildTree(rows)
    expect('children' in shop.children![0]).toBe(false)
  })

  it('finds a node and its descendants, and the leaves', () => {
    const tree = buildTree(rows)
    expect(descendantIds(tree, 2)).toEqual([2, 4])
    expect(descendantIds(tree, 42)).toEqual([])
    expect([...leafIds(tree)].sort()).toEqual([3, 4, 5])
  })
})

describe('searching a tree', () => {
  it('keeps the matches with their ancestors and their whole subtree', () => {
    const tree = buildTree(rows)
    expect(names(filterTree(tree, (n) => n.name === 'north'))).toEqual([['shop', [['sales', ['north']]]]])
    expect(names(filterTree(tree, (n) => n.name === 'sales'))).toEqual([['shop', [['sales', ['north']]]]])
    expect(filterTree(tree, () => false)).toEqual([])
  })
})

describe('dragging a node', () => {
  const tree = buildTree(rows.slice(0, 4))

  it('moves it before, after or inside another and numbers every level from 0', () => {
    expect(flattenOrder(moveNode(tree, 4, 3, 'before'))).toEqual([
      { id: 1, parentId: null, orderNum: 0 },
      { id: 4, parentId: 1, orderNum: 0 },
      { id: 3, parentId: 1, orderNum: 1 },
      { id: 2, parentId: 1, orderNum: 2 },
    ])
    expect(flattenOrder(moveNode(tree, 3, 2, 'inside'))).toEqual([
      { id: 1, parentId: null, orderNum: 0 },
      { id: 2, parentId: 1, orderNum: 0 },
      { id: 3, parentId: 2, orderNum: 0 },
      { id: 4, parentId: 2, orderNum: 1 },
    ])
    expect(flattenOrder(moveNode(tree, 2, 1, 'after')).map((r) => [r.id, r.parentId])).toEqual([
      [1, null],
      [3, 1],
      [2, null],
      [4, 2],
    ])
  })

  it('refuses to drop a node into its own subtree', () => {
    expect(moveNode(tree, 2, 4, 'inside')).toBe(tree)
    expect(moveNode(tree, 2, 2, 'before')).toBe(tree)
  })
})
