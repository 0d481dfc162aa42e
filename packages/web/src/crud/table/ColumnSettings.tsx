import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons'
import { Button, Checkbox, Popover, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import type { useColumnSettings } from './use-column-settings'

/** The "Custom Column" popover: tick the columns to show and put them in order; kept per user. */
export function ColumnSettings({
  columns,
  settings,
}: {
  columns: { name: string; label: string }[]
  settings: ReturnType<typeof useColumnSettings>
}) {
  const { t } = useTranslation()
  const label = (name: string) => columns.find((c) => c.name === name)?.label ?? name
  const { ordered } = settings
  const content = (
    <div className="crud-column-settings">
      <ul className="crud-column-list">
        {ordered.map((name, i) => (
          <li key={name}>
            <Checkbox
              checked={settings.isVisible(name)}
              onChange={(e) =>
                settings.show(
                  e.target.checked ? [...settings.visible, name] : settings.visible.filter((n) => n !== name),
                )
              }
            >
              {label(name)}
            </Checkbox>
            <span className="crud-column-moves">
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                aria-label={t('crud.moveUp', { name: label(name) })}
                onClick={() => settings.move(name, -1)}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={i === ordered.length - 1}
                aria-label={t('crud.moveDown', { name: label(name) })}
                onClick={() => settings.move(name, 1)}
              />
            </span>
          </li>
        ))}
      </ul>
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
