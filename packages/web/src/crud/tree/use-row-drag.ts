import type { TableProps } from 'antd'
import { useRef } from 'react'
import { usePermission } from '../../shell/permission/use-permission'
import type { Resource, Row } from '../types'
import type { DropPlace, TreeNode } from './build-tree'
import { useTreeOrder } from './use-tree-order'

/** Where on a row a drop lands: its top quarter before it, its bottom quarter after it, else inside. */
function placeOf(e: React.DragEvent<HTMLElement>): DropPlace {
  const box = e.currentTarget.getBoundingClientRect()
  const y = (e.clientY - box.top) / box.height
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside'
}

/**
 * Drag-and-drop for the rows of a tree table: a row dropped on another moves before, after or
 * inside it (`useTreeOrder`). Returns the table's `onRow`, or undefined without the `order` permission.
 */
export function useRowDrag(
  resource: Resource,
  tree: TreeNode<Row & { parentId?: number | null }>[],
): TableProps<Row>['onRow'] {
  const allowed = usePermission(resource.perm('order'))
  const dragged = useRef<number>(undefined)
  const order = useTreeOrder(resource, tree)
  if (!allowed) return undefined
  const mark = (e: React.DragEvent<HTMLElement>, place?: DropPlace) => {
    e.currentTarget.dataset.drop = place ?? ''
  }
  return (row) => ({
    draggable: true,
    onDragStart: (e) => {
      dragged.current = row.id
      e.dataTransfer.effectAllowed = 'move'
    },
    onDragOver: (e) => {
      if (dragged.current === undefined || dragged.current === row.id) return
      e.preventDefault()
      mark(e, placeOf(e))
    },
    onDragLeave: (e) => mark(e),
    onDrop: (e) => {
      e.preventDefault()
      mark(e)
      const id = dragged.current
      dragged.current = undefined
      if (id === undefined) return
      order.move(id, row.id, placeOf(e))
    },
    onDragEnd: () => {
      dragged.current = undefined
    },
  })
}
