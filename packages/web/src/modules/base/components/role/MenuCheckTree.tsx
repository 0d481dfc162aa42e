import type { Menu } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { Spin, Tree } from 'antd'
import { useMemo } from 'react'
import { buildTree, leafIds, type TreeNode, type WidgetProps } from '../../../../crud'
import { api } from '../../../../shell'
import './check-tree.css'

interface Node {
  key: number
  title: string
  children?: Node[]
}
const toNodes = (list: TreeNode<Menu>[]): Node[] =>
  list.map((m) => ({ key: m.id, title: m.name, ...(m.children ? { children: toNodes(m.children) } : {}) }))

/**
 * A role's function permissions: the menu tree with checkboxes. The value keeps the half-checked
 * ancestors too (so that admins holding the role see whole branches); only leaves are shown as
 * checked, so that a parent whose new children were not granted does not look fully granted.
 */
export function MenuCheckTree({ value = [], onChange, disabled }: WidgetProps<number[]>) {
  const menus = useQuery({
    queryKey: ['/admin/base/sys/menu', 'list', {}],
    queryFn: () => api.post<Menu[]>('/admin/base/sys/menu/list', {}),
  })
  const tree = useMemo(() => buildTree(menus.data ?? []), [menus.data])
  const leaves = useMemo(() => leafIds(tree), [tree])
  return (
    <Spin spinning={menus.isPending}>
      <div className="check-tree">
        <Tree
          checkable
          defaultExpandAll
          key={tree.length}
          disabled={disabled}
          selectable={false}
          treeData={toNodes(tree)}
          checkedKeys={value.filter((id) => leaves.has(id))}
          onCheck={(checked, info) =>
            onChange?.([...(checked as number[]), ...((info.halfCheckedKeys ?? []) as number[])])
          }
        />
      </div>
    </Spin>
  )
}
