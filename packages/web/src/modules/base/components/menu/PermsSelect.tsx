import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useEps, type WidgetProps } from '../../../../crud'

/** A button's permissions, chosen among the server's routes (EPS) and stored comma-joined. */
export function PermsSelect({ value, onChange, ...props }: WidgetProps<string | null>) {
  const { t } = useTranslation()
  const eps = useEps()
  const all = [
    ...new Set(
      Object.values(eps.data ?? {}).flatMap((list) => list.flatMap((e) => e.api.map((a) => a.permission))),
    ),
  ]
    .filter((p): p is string => !!p)
    .sort()
  const list = value ? value.split(',').filter(Boolean) : []
  return (
    <Select
      {...props}
      mode="tags"
      value={list}
      onChange={(v: string[]) => onChange?.(v.join(','))}
      loading={eps.isPending}
      options={all.map((p) => ({ value: p, label: p }))}
      placeholder={t('crud.selectPlaceholder')}
      tokenSeparators={[',']}
    />
  )
}
