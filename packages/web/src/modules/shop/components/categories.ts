import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { buildTree, type Row, type TreeNode } from '../../../crud'
import { listQuery, usePermission } from '../../../shell'
import { CATEGORIES } from '../endpoints'

export type Category = Row & { name: string; parentId: number | null; pic: string | null; order: number }

/** Every category, flat (in the shop's order) and as a tree; nothing is asked without the permission. */
export function useCategories() {
  const allowed = usePermission('shop:category:list')
  const query = useQuery({ ...listQuery<Category>(CATEGORIES), enabled: allowed })
  const rows = query.data ?? []
  const tree = useMemo(() => buildTree(query.data ?? []), [query.data])
  return { rows, tree: tree as TreeNode<Category>[], loading: allowed && query.isPending }
}

/** The category tree, for the pickers of a category (goods) or of a parent (categories). */
export const useCategoryTree = () => useCategories().tree
