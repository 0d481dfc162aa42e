import type { RowOf, SysRole } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WidgetProps } from '../../../../crud'
import { api } from '../../../../shell'

/** Chooses roles among those the signed-in user may assign (the server's role list is scoped so). */
export function RoleSelect(props: WidgetProps<number[]>) {
  const { t } = useTranslation()
  const roles = useQuery({
    queryKey: ['/admin/base/sys/role', 'list', {}],
    queryFn: () => api.post<RowOf<typeof SysRole>[]>('/admin/base/sys/role/list', {}),
  })
  return (
    <Select
      {...props}
      mode="multiple"
      loading={roles.isPending}
      options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      optionFilterProp="label"
      placeholder={t('crud.selectPlaceholder')}
      allowClear
    />
  )
}
