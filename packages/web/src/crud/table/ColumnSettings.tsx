import { SettingOutlined } from '@ant-design/icons'
import { Button, Checkbox, Popover, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import type { useColumnSettings } from './use-column-settings'

/** The "Custom Column" popover: tick the columns to show; kept per user. */
export function ColumnSettings({
  columns,
  settings,
}: {
  columns: { name: string; label: string }[]
  settings: ReturnType<typeof useColumnSettings>
}) {
  const { t } = useTranslation()
  const content = (
    <div className="crud-column-settings">
      <Checkbox.Group
        value={settings.visible}
        onChange={(v) => settings.show(v as string[])}
        options={columns.map((c) => ({ value: c.name, label: c.label }))}
      />
      <Button size="small" type="link" onClick={settings.reset}>
        {t('crud.reset')}
      </Button>
    </div>
  )
  return (
    <Popover trigger="click" placement="bottomRight" title={t('crud.columns')} content={content}>
      <Tooltip title={t('crud.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('crud.columns')} />
      </Tooltip>
    </Popover>
  )
}
