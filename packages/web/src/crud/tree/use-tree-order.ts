import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../shell/request/client'
import { toast } from '../../shell/toast'
import type { Resource, Row } from '../types'
import { type DropPlace, flattenOrder, moveNode, type TreeNode } from './build-tree'

/**
 * Moving a node of a tree resource before, after or inside another: the tree's new order goes to
 * the resource's `order` route (`[{id, parentId, orderNum}]`), then the resource's queries and
 * those of `alsoRefresh` (prefixes of resources showing the tree's names) reload.
 */
export function useTreeOrder(
  resource: Resource,
  tree: TreeNode<Row & { parentId?: number | null }>[],
  alsoRefresh: string[] = [],
) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const order = useMutation({
    mutationFn: (body: ReturnType<typeof flattenOrder>) => api.post(resource.url('order'), body),
    onSuccess: () => toast.success(t('crud.ordered')),
    onError: (err) => toast.error(err.message),
    onSettled: () =>
      Promise.all(
        [resource.prefix, ...alsoRefresh].map((prefix) =>
          queryClient.invalidateQueries({ queryKey: [prefix] }),
        ),
      ),
  })
  return {
    busy: order.isPending,
    move(dragId: number, dropId: number, place: DropPlace) {
      const next = moveNode(tree, dragId, dropId, place)
      if (next !== tree) order.mutate(flattenOrder(next))
    },
  }
}
