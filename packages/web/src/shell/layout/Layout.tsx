import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useRouteResolver } from '../router/use-route-resolver'
import { openTab } from '../tabs/tabs-store'
import { AntdProvider } from './AntdProvider'
import { setCollapsed, useLayoutStore } from './layout-store'
import { ProcessBar } from './process/ProcessBar'
import { useScreen } from './screen'
import { Sidebar } from './sidebar/Sidebar'
import { Topbar } from './topbar/Topbar'
import { ViewArea } from './view/ViewArea'
import './layout.css'

/** The signed-in frame: sidebar, top bar, tab bar and the page area. */
export function Layout() {
  return (
    <AntdProvider>
      <LayoutFrame />
    </AntdProvider>
  )
}

function LayoutFrame() {
  const { pathname } = useLocation()
  const resolution = useRouteResolver()(pathname)
  const page = resolution.kind === 'page' ? resolution.page : undefined
  const { screen, isMini } = useScreen()
  const { collapsed, fullscreen } = useLayoutStore()

  // a new screen class resets the sidebar: folded away on phones, open elsewhere
  useEffect(() => setCollapsed(screen === 'xs'), [screen])
  useEffect(() => {
    if (page?.process) openTab(page.path)
  }, [page?.path, page?.process])

  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />
  if (!page) return <Navigate to="/404" replace />
  const classes = ['layout', collapsed && 'collapsed', fullscreen && 'fullscreen', isMini && 'mini']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <Sidebar current={page} />
      {isMini && !collapsed && (
        <div className="layout-mask" onClick={() => setCollapsed(true)} aria-hidden="true" />
      )}
      <div className="layout-main">
        <Topbar current={page} />
        <ProcessBar current={page} />
        <ViewArea current={page} />
      </div>
    </div>
  )
}
