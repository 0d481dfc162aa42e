import { AutoComplete } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WidgetProps } from '../../../../crud'
import { PAGE_VIEW_PATHS } from '../../../../shell'

/** A page's view path: one of the console's page components, or an http(s) address shown in a frame. */
export function ViewPathPicker(props: WidgetProps<string | null>) {
  const { t } = useTranslation()
  const typed = (props.value ?? '').toLowerCase()
  return (
    <AutoComplete
      {...props}
      value={props.value ?? undefined}
      allowClear
      placeholder={t('sys-menu.viewPathHint')}
      options={PAGE_VIEW_PATHS.filter((p) => p.toLowerCase().includes(typed)).map((p) => ({ value: p }))}
    />
  )
}
