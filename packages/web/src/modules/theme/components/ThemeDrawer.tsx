import { CheckOutlined } from '@ant-design/icons'
import { ColorPicker, Drawer, Form, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { THEME_PRESETS, toast, updateTheme, useThemeStore } from '../../../shell'
import './theme-drawer.css'

/** Theme settings: a recommended colour or a custom one, menu grouping, page transitions. */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { name, color, isGroup, transition } = useThemeStore()
  return (
    <Drawer title={t('theme.title')} size={350} open={open} onClose={onClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('theme.recommend')}>
          <div className="theme-presets">
            {THEME_PRESETS.map((p) => {
              const label = t(`theme.presets.${p.name}`)
              return (
                <button
                  key={p.name}
                  type="button"
                  className="theme-preset"
                  aria-pressed={p.name === name}
                  onClick={() => {
                    updateTheme({ name: p.name, color: p.color })
                    toast.success(t('theme.switched', { label }))
                  }}
                >
                  <span className="theme-swatch" style={{ background: p.color }}>
                    {p.name === name && <CheckOutlined />}
                  </span>
                  {label}
                </button>
              )
            })}
          </div>
        </Form.Item>
        <Form.Item label={t('theme.custom')}>
          <div className="theme-custom">
            <ColorPicker
              value={color}
              disabledAlpha
              onChangeComplete={(c) => updateTheme({ name: 'custom', color: c.toHexString(), dark: false })}
            />
            <small>{color}</small>
          </div>
        </Form.Item>
        <Form.Item label={t('theme.group')}>
          <Switch
            checked={isGroup}
            onChange={(on) => updateTheme({ isGroup: on })}
            aria-label={t('theme.group')}
          />
        </Form.Item>
        <Form.Item label={t('theme.transition')}>
          <Switch
            checked={transition === 'slide'}
            onChange={(on) => updateTheme({ transition: on ? 'slide' : 'none' })}
            aria-label={t('theme.transition')}
          />
        </Form.Item>
      </Form>
    </Drawer>
  )
}
