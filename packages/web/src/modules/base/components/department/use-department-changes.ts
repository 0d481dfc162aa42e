import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, toast } from '../../../../shell'
import { departmentApi, userApi } from '../../resources/endpoints'

/** Deleting a department, which also changes the users table: the request says what becomes of its users. */
export function useDepartmentChanges() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(
      [departmentApi.prefix, userApi.prefix].map((prefix) =>
        queryClient.invalidateQueries({ queryKey: [prefix] }),
      ),
    )
  const remove = useMutation({
    mutationFn: ({ id, deleteUser }: { id: number; deleteUser: boolean }) =>
      api.post(departmentApi.url('delete'), { ids: [id], deleteUser }),
    onSuccess: () => toast.success(t('crud.deleted')),
    onError: (err) => toast.error(err.message),
    onSettled: refresh,
  })
  return {
    busy: remove.isPending,
    remove: (id: number, deleteUser: boolean) =>
      remove.mutateAsync({ id, deleteUser }).catch(() => undefined),
  }
}
