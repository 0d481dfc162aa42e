import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { ResolvedPage } from '../../router/resolve-route'
import { useThemeStore } from '../../theme/theme-store'
import { toggleCollapsed, useLayoutStore } from '../layout-store'
import { Breadcrumbs } from './Breadcrumbs'
import { MenuGroups } from './MenuGroups'
import { Toolbar } from './Toolbar'
import { UserMenu } from './UserMenu'

/** Fold switch, breadcrumb (or menu groups), the modules' tools and the user menu. */
export function Topbar({ current }: { current: ResolvedPage }) {
  const { t } = useTranslation()
  const collapsed = useLayoutStore((s) => s.collapsed)
  const isGroup = useThemeStore((s) => s.isGroup)
  return (
    <header className="topbar">
      <button
        type="button"
        className="topbar-fold"
        aria-label={t(collapsed ? 'layout.expand' : 'layout.fold')}
        onClick={toggleCollapsed}
      >
        {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      {isGroup ? <MenuGroups current={current} /> : <Breadcrumbs current={current} />}
      <div className="topbar-spacer" />
      <Toolbar />
      <UserMenu />
    </header>
  )
}
