import type { RowOf, SysDepartment } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { buildTree, type TreeNode } from '../../../../crud'
import { listQuery, usePermission } from '../../../../shell'
import { departmentApi } from '../../resources/endpoints'

export type Department = RowOf<typeof SysDepartment> & { parentName?: string | null }
export type DepartmentNode = TreeNode<Department>

/** The departments the user may see, flat and as a tree; nothing is asked without the permission. */
export function useDepartments() {
  const allowed = usePermission(departmentApi.perm('list'))
  const query = useQuery({ ...listQuery<Department>(departmentApi.prefix), enabled: allowed })
  const rows = query.data ?? []
  const tree = useMemo(() => buildTree(query.data ?? []), [query.data])
  return { allowed, rows, tree, loading: allowed && query.isPending }
}

/** Tree data for Ant Design's Tree and TreeSelect. */
export interface DepartmentTreeData {
  key: number
  value: number
  title: string
  children?: DepartmentTreeData[]
}
export function toTreeData(nodes: readonly DepartmentNode[]): DepartmentTreeData[] {
  return nodes.map((n) => ({
    key: n.id,
    value: n.id,
    title: n.name,
    ...(n.children ? { children: toTreeData(n.children) } : {}),
  }))
}
