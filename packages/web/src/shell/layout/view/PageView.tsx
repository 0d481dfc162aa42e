import { type ComponentType, type LazyExoticComponent, lazy, useLayoutEffect, useRef } from 'react'
import { Navigate } from 'react-router'
import type { ResolvedPage } from '../../router/resolve-route'
import { arrivedPage } from '../../router/view-registry'
import { useThemeStore } from '../../theme/theme-store'
import { ComingSoon } from './ComingSoon'
import { EmptyPage } from './EmptyPage'
import { FramePage } from './FramePage'
import { PageBoundary } from './PageBoundary'
import { PageContext } from './page-context'

/** One component per page for the console's life: switching it would remount the page. */
const pages = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>()
function pageComponent(key: string, load: () => Promise<{ default: ComponentType }>) {
  let page = pages.get(key)
  if (!page) {
    page = arrivedPage(key) ?? lazy(load)
    pages.set(key, page)
  }
  return page
}

/** One page in the view area, sliding in each time it becomes visible. */
export function PageView({ page }: { page: ResolvedPage }) {
  const transition = useThemeStore((s) => s.transition)
  const ref = useRef<HTMLDivElement>(null)
  // layout effects run again whenever Activity shows the page, which is when it should slide in
  useLayoutEffect(() => {
    if (transition !== 'slide') return
    ref.current?.animate(
      [
        { transform: 'translateX(-5%)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: 400, easing: 'ease-in-out' },
    )
  }, [transition])
  return (
    <div ref={ref} className="page-view" data-page={page.path}>
      <PageContext.Provider value={{ path: page.path, params: page.params }}>
        <PageBoundary path={page.path}>
          <PageBody page={page} />
        </PageBoundary>
      </PageContext.Provider>
    </div>
  )
}

function PageBody({ page }: { page: ResolvedPage }) {
  const { view } = page
  switch (view.kind) {
    case 'page': {
      const Page = pageComponent(view.key, view.load)
      return <Page />
    }
    case 'frame':
      return <FramePage page={page} url={view.url} />
    case 'planned':
      return <ComingSoon page={page} />
    case 'empty':
      return <EmptyPage reason={view.reason} label={view.label} />
    case 'missing':
      return <Navigate to="/404" replace />
  }
}
