import { App, ConfigProvider, type ThemeConfig, theme } from 'antd'
import { type ReactNode, useMemo } from 'react'
import { useAntdLocale } from '../i18n/antd-locale'
import { primaryShades } from '../theme/contrast'
import { useThemeStore } from '../theme/theme-store'

const SIDEBAR_BG = '#2c3147'

/** Ant Design's theme for a primary colour: shades that keep text readable on and beside it. */
export function antdTheme(color: string, dark: boolean): ThemeConfig {
  const { fill, fillShown, link, text, pale } = primaryShades(color, dark)
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: fill,
      colorInfo: fill,
      colorLink: link,
      colorPrimaryText: text,
      colorInfoText: text,
      colorPrimaryBg: pale,
      colorInfoBg: pale,
      borderRadius: 6,
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
    },
  }
}

/** Ant Design in the console's theme and language. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { color, dark } = useThemeStore()
  const locale = useAntdLocale()
  const config = useMemo(() => antdTheme(color, dark), [color, dark])
  return (
    <ConfigProvider
      locale={locale}
      // "保存", not "保 存": as the reference writes it, and as screen readers should read it
      button={{ autoInsertSpace: false }}
      theme={config}
    >
      <App className="antd-app">{children}</App>
    </ConfigProvider>
  )
}
