import { App, ConfigProvider, theme } from 'antd'
import type { ReactNode } from 'react'
import { useAntdLocale } from '../i18n/antd-locale'
import { useThemeStore } from '../theme/theme-store'

const SIDEBAR_BG = '#2c3147'

/** Ant Design in the console's theme and language. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { color, dark } = useThemeStore()
  const locale = useAntdLocale()
  return (
    <ConfigProvider
      locale={locale}
      // "保存", not "保 存": as the reference writes it, and as screen readers should read it
      button={{ autoInsertSpace: false }}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: color, colorInfo: color, borderRadius: 6 },
        components: {
          Menu: {
            darkItemBg: dark ? '#141414' : SIDEBAR_BG,
            darkSubMenuItemBg: dark ? '#141414' : SIDEBAR_BG,
            darkPopupBg: dark ? '#1f1f1f' : SIDEBAR_BG,
            darkItemColor: '#e5eaf3',
            darkItemHoverBg: 'rgba(0,0,0,.25)',
            darkItemSelectedBg: color,
            itemHeight: 50,
            iconSize: 18,
            collapsedIconSize: 18,
          },
        },
      }}
    >
      <App className="antd-app">{children}</App>
    </ConfigProvider>
  )
}
