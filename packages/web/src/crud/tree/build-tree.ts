/** A record with its children, built from flat rows linked by `parentId`. */
export type TreeNode<T> = T & { children?: TreeNode<T>[] }

interface Linked {
  id: number
  parentId?: number | null
  orderNum?: number | null
}

/**
 * Nests flat rows by `parentId`, siblings by `orderNum` then by their order in the list; a row whose
 * parent is absent (outside the user's scope) becomes a root. Leaves have no `children` key, so
 * that tables draw no expander for them.
 */
export function buildTree<T extends Linked>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r }]))
  const position = new Map(rows.map((r, i) => [r.id, i]))
  const roots: TreeNode<T>[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId == null ? undefined : nodes.get(node.parentId)
    if (!parent || parent === node) roots.push(node)
    else if (parent.children) parent.children.push(node)
    else parent.children = [node]
  }
  const order = (list: TreeNode<T>[]) => {
    list.sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || position.get(a.id)! - position.get(b.id)!)
    for (const n of list) if (n.children) order(n.children)
  }
  order(roots)
  return roots
}

/** The ids of a node and everything below it. */
export function descendantIds<T extends Linked>(tree: readonly TreeNode<T>[], id: number): number[] {
  const find = (list: readonly TreeNode<T>[]): TreeNode<T> | undefined => {
    for (const n of list) {
      if (n.id === id) return n
      const inner = n.children && find(n.children)
      if (inner) return inner
    }
    return undefined
  }
  const collect = (n: TreeNode<T>): number[] => [n.id, ...(n.children ?? []).flatMap(collect)]
  const node = find(tree)
  return node ? collect(node) : []
}

/** Ids of the nodes without children: what a checkbox tree should be told is checked. */
export function leafIds<T extends Linked>(tree: readonly TreeNode<T>[]): Set<number> {
  const out = new Set<number>()
  const walk = (list: readonly TreeNode<T>[]) => {
    for (const n of list) n.children?.length ? walk(n.children) : out.add(n.id)
  }
  walk(tree)
  return out
}

export type DropPlace = 'before' | 'after' | 'inside'

/**
 * The tree after dragging one node before, after or inside another (as its first child). A node
 * dropped into its own subtree leaves the tree as it was.
 */
export function moveNode<T extends Linked>(
  tree: readonly TreeNode<T>[],
  dragId: number,
  dropId: number,
  place: DropPlace,
) {
  if (dragId === dropId || descendantIds(tree, dragId).includes(dropId)) return tree
  let dragged: TreeNode<T> | undefined
  const without = (list: readonly TreeNode<T>[]): TreeNode<T>[] =>
    list.flatMap((n) => {
      if (n.id === dragId) {
        dragged = n
        return []
      }
      return [n.children ? { ...n, children: without(n.children) } : n]
    })
  const rest = without(tree)
  if (!dragged) return tree
  const moving = dragged
  const insert = (list: TreeNode<T>[]): TreeNode<T>[] =>
    list.flatMap((n) => {
      if (n.id === dropId) {
        if (place === 'inside') return [{ ...n, children: [moving, ...(n.children ?? [])] }]
        return place === 'before' ? [moving, n] : [n, moving]
      }
      return [n.children ? { ...n, children: insert(n.children) } : n]
    })
  return insert(rest)
}

/** Every node's parent and position: the body of `department/order`. */
export function flattenOrder<T extends Linked>(tree: readonly TreeNode<T>[], parentId: number | null = null) {
  const out: { id: number; parentId: number | null; orderNum: number }[] = []
  tree.forEach((n, i) => {
    out.push({ id: n.id, parentId, orderNum: i })
    if (n.children) out.push(...flattenOrder(n.children, n.id))
  })
  return out
}

/** The nodes that match, with their ancestors (to show where they are) and all their descendants. */
export function filterTree<T extends Linked>(
  tree: readonly TreeNode<T>[],
  matches: (node: T) => boolean,
): TreeNode<T>[] {
  return tree.flatMap((n) => {
    if (matches(n)) return [n]
    const children = n.children ? filterTree(n.children, matches) : []
    return children.length ? [{ ...n, children }] : []
  })
}
