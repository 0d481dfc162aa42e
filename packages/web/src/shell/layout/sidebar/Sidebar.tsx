import { SearchOutlined } from '@ant-design/icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_NAME } from '../../../config'
import { Logo } from '../../Logo'
import type { ResolvedPage } from '../../router/resolve-route'
import { setCollapsed } from '../layout-store'
import { SidebarMenu } from './SidebarMenu'

const SEARCH_DELAY_MS = 300

/** The left column: logo and name, menu search, the menu tree. */
export function Sidebar({ current }: { current: ResolvedPage }) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])

  return (
    <aside className="sidebar">
      <div className="sidebar-logo">
        <Logo size={24} />
        <span className="sidebar-name">{APP_NAME}</span>
      </div>
      <label className="sidebar-search">
        <SearchOutlined />
        <input
          type="search"
          placeholder={t('layout.searchKeyword')}
          aria-label={t('layout.searchKeyword')}
          value={typed}
          onFocus={() => setCollapsed(false)}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <SidebarMenu current={current} keyword={keyword} />
    </aside>
  )
}
