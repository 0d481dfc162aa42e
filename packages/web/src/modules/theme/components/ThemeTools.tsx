import { MoonOutlined, SkinOutlined, SunOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { switchDarkMode, updateTheme, useThemeStore } from '../../../shell'
import { ThemeDrawer } from './ThemeDrawer'

/** The theme icon (opens the settings drawer) and the dark-mode switch. */
export default function ThemeTools() {
  const { t } = useTranslation()
  const dark = useThemeStore((s) => s.dark)
  const [open, setOpen] = useState(false)
  const darkLabel = t(dark ? 'theme.toLight' : 'theme.toDark')
  return (
    <>
      <Tooltip title={t('theme.title')}>
        <button
          type="button"
          className="topbar-icon"
          aria-label={t('theme.title')}
          onClick={() => setOpen(true)}
        >
          <SkinOutlined />
        </button>
      </Tooltip>
      <Tooltip title={darkLabel}>
        <button
          type="button"
          className="topbar-icon"
          aria-label={darkLabel}
          onClick={(e) => switchDarkMode(e.currentTarget, !dark, (next) => updateTheme({ dark: next }))}
        >
          {dark ? <SunOutlined /> : <MoonOutlined />}
        </button>
      </Tooltip>
      <ThemeDrawer open={open} onClose={() => setOpen(false)} />
    </>
  )
}
