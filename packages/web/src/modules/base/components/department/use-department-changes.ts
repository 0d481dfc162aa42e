import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useTreeOrder } from '../../../../crud'
import { api } from '../../../../shell/request/client'
import { toast } from '../../../../shell/toast'
import { departmentResource } from '../../resources/department'
import { userResource } from '../../resources/user'
import type { DepartmentNode } from './use-departments'

/**
 * Changes to the department tree that also change the users table (names, membership): a drag
 * moves a department (the kit's tree order), a delete sends what becomes of the users.
 */
export function useDepartmentChanges(tree: DepartmentNode[]) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(
      [departmentResource.prefix, userResource.prefix].map((prefix) =>
        queryClient.invalidateQueries({ queryKey: [prefix] }),
      ),
    )
  const order = useTreeOrder(departmentResource, tree, [userResource.prefix])
  const remove = useMutation({
    mutationFn: ({ id, deleteUser }: { id: number; deleteUser: boolean }) =>
      api.post(departmentResource.url('delete'), { ids: [id], deleteUser }),
    onSuccess: () => toast.success(t('crud.deleted')),
    onError: (err) => toast.error(err.message),
    onSettled: refresh,
  })
  return {
    busy: order.busy || remove.isPending,
    refresh: () => void refresh(),
    move: order.move,
    remove: (id: number, deleteUser: boolean) =>
      remove.mutateAsync({ id, deleteUser }).catch(() => undefined),
  }
}
