import { SearchOutlined } from '@ant-design/icons'
import { App, ConfigProvider, type ThemeConfig, theme } from 'antd'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAntdLocale } from '../i18n/antd-locale'
import { primaryShades } from '../theme/contrast'
import { useReducedMotion } from '../theme/motion'
import { useThemeStore } from '../theme/theme-store'

const SIDEBAR_BG = '#2c3147'

/**
 * Ant Design's secondary texts, placeholders and red reach 4.5:1 on the page (WCAG AA); its
 * defaults reach 1.8–4.4. The red is a seed: the dark algorithm derives the shade that shows.
 * (Coloured tags: layout.css.)
 */
const READABLE = {
  light: {
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
  },
  dark: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.58)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
    colorError: '#ff7875',
  },
}

/** Ant Design's theme for a primary colour: shades that keep text readable on and beside it. */
export function antdTheme(color: string, dark: boolean, motion = true): ThemeConfig {
  const { fill, fillShown, link, text, pale } = primaryShades(color, dark)
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      ...READABLE[dark ? 'dark' : 'light'],
      // one typeface across the console (the shell's, which the sign-in page and the tables' sizing use)
      fontFamily: 'var(--font)',
      colorPrimary: fill,
      colorInfo: fill,
      colorLink: link,
      colorPrimaryText: text,
      colorInfoText: text,
      colorPrimaryBg: pale,
      colorInfoBg: pale,
      borderRadius: 6,
      motion,
    },
    components: {
      Menu: {
        darkItemBg: dark ? '#141414' : SIDEBAR_BG,
        darkSubMenuItemBg: dark ? '#141414' : SIDEBAR_BG,
        darkPopupBg: dark ? '#1f1f1f' : SIDEBAR_BG,
        darkItemColor: '#e5eaf3',
        darkItemHoverBg: 'rgba(0,0,0,.25)',
        darkItemSelectedBg: fillShown,
        itemHeight: 50,
        iconSize: 18,
        collapsedIconSize: 18,
      },
      // a selected tab's name is text: the readable shade, not the fill (too dark on a dark page)
      Tabs: { itemSelectedColor: text, itemActiveColor: text, itemHoverColor: text },
    },
  }
}

/**
 * Ant Design in the console's theme and language; without its opening and closing animations
 * when the system asks for less motion.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { color, dark } = useThemeStore()
  const locale = useAntdLocale()
  const reduced = useReducedMotion()
  const { t } = useTranslation()
  const config = useMemo(() => antdTheme(color, dark, !reduced), [color, dark, reduced])
  return (
    <ConfigProvider
      locale={locale}
      // "保存", not "保 存": as the reference writes it, and as screen readers should read it
      button={{ autoInsertSpace: false }}
      // a search box's button is its icon alone: the icon carries the button's name
      inputSearch={{ searchIcon: <SearchOutlined aria-label={t('common.search')} /> }}
      theme={config}
    >
      <App className="antd-app">{children}</App>
    </ConfigProvider>
  )
}
