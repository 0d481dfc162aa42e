import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { DictTag, type Row, useOptions } from '../../../../crud'
import { api, toast, usePermission } from '../../../../shell'
import { userApi } from '../../resources/endpoints'

/** A user's statuses: the status field's choices, and the tag shown to who may not switch it. */
export const USER_STATUS = [
  { value: 1, label: 'sys-user.status.enabled', color: 'green' },
  { value: 0, label: 'sys-user.status.disabled', color: 'red' },
] as const

/** Enables or disables a user in place; the server refuses one's own account and the last super-admin. */
export function StatusSwitch({ row }: { row: Row }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: (status: number) => api.post(userApi.url('update'), { id: row.id, status }),
    onSuccess: () => toast.success(t('crud.updated')),
    onError: (err) => toast.error(err.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [userApi.prefix] }),
  })
  const on = (change.isPending ? change.variables : row.status) === 1
  return (
    <Switch
      size="small"
      checked={on}
      loading={change.isPending}
      aria-label={t('sys-user.toggleStatus', { name: row.username })}
      onChange={(checked) => change.mutate(checked ? 1 : 0)}
    />
  )
}

/** The status of a user: a switch for those who may change it, a tag for the others. */
export function StatusCell({ row }: { row: Row }) {
  const canUpdate = usePermission(userApi.perm('update'))
  const options = useOptions(USER_STATUS)
  return canUpdate ? <StatusSwitch row={row} /> : <DictTag options={options} value={row.status} />
}
