import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Row, RowLink } from '../../../crud'
import { api, toast, usePermission } from '../../../shell'
import { ADDRESSES } from '../endpoints'

/**
 * Whether an address is its user's default: a tag on the default, a "set as default" link on the
 * others for who may edit them (the server clears the old default in the same transaction).
 */
export function DefaultCell({ row }: { row: Row }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const canUpdate = usePermission('user:address:update')
  const setDefault = useMutation({
    mutationFn: () => api.post(`${ADDRESSES}/update`, { id: row.id, isDefault: true }),
    onSuccess: () => toast.success(t('crud.updated')),
    onError: (err) => toast.error(err.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADDRESSES] }),
  })
  if (row.isDefault) return <Tag color="green">{t('user.default')}</Tag>
  if (!canUpdate) return null
  return (
    <RowLink onClick={() => !setDefault.isPending && setDefault.mutate()}>{t('user.setDefault')}</RowLink>
  )
}
