import { type Key, useMemo, useState } from 'react'
import { buildTree, filterTree, type TreeNode } from './build-tree'

export type PanelRow = { id: number; parentId?: number | null; orderNum?: number | null }

/** The keys of the nodes that have children: what "expand all" opens. */
export function parentKeys<T extends PanelRow>(tree: readonly TreeNode<T>[]): number[] {
  return tree.flatMap((n) => (n.children?.length ? [n.id, ...parentKeys(n.children)] : []))
}

/**
 * What a tree panel shows: the rows as a tree, cut down to the nodes whose text holds the keyword
 * (with their ancestors, so that each shows where it is), and which nodes are open. Everything
 * opens again when the keyword changes, so that every match is in view.
 */
export function useTreePanelState<T extends PanelRow>(rows: readonly T[], text: (row: T) => string) {
  const [keyword, setKeyword] = useState('')
  const [expanded, setExpanded] = useState<Key[]>()
  const tree = useMemo(() => buildTree(rows), [rows])
  const match = keyword.trim().toLowerCase()
  const shown = useMemo(
    () => (match ? filterTree(tree, (row) => text(row).toLowerCase().includes(match)) : tree),
    [tree, match, text],
  )
  const openable = useMemo(() => parentKeys(shown), [shown])
  const expandedKeys = expanded ?? openable
  return {
    tree,
    shown,
    match,
    keyword,
    search(value: string) {
      setKeyword(value)
      setExpanded(undefined)
    },
    expandedKeys,
    allOpen: openable.every((k) => expandedKeys.includes(k)),
    setExpanded,
    isHit: (row: T) => !!match && text(row).toLowerCase().includes(match),
  }
}
