import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WidgetProps } from '../../../../crud'
import { MENU_ICONS, MenuIcon } from '../../../../shell'
import './menu-form.css'

const NAMES = Object.keys(MENU_ICONS).filter((n) => n.startsWith('icon-'))

/** The menu icon picker: a filterable grid of glyphs; the value is the icon's name. */
export function IconPicker(props: WidgetProps<string | null>) {
  const { t } = useTranslation()
  return (
    <div className="icon-picker">
      <span className="icon-picker-preview">
        <MenuIcon name={props.value} />
      </span>
      <Select
        {...props}
        allowClear
        showSearch
        virtual={false}
        listHeight={300}
        placeholder={t('crud.selectPlaceholder')}
        classNames={{ popup: { root: 'icon-picker-popup' } }}
        options={NAMES.map((name) => ({ value: name, label: name }))}
        optionRender={(o) => (
          <span className="icon-picker-tile" title={String(o.value)}>
            <MenuIcon name={String(o.value)} />
          </span>
        )}
      />
    </div>
  )
}
