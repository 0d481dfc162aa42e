import { Activity, useRef } from 'react'
import type { ResolvedPage } from '../../router/resolve-route'
import { useRouteResolver } from '../../router/use-route-resolver'
import { useTabsStore } from '../../tabs/tabs-store'
import { PageView } from './PageView'

/**
 * The page area. The current page is drawn; pages of open keep-alive tabs stay mounted but
 * hidden (React's Activity), so they keep their state until their tab closes. A tab restored by a
 * reload mounts when it is first shown, not with the page that opened: a reload asks the server
 * for the current page's rows only.
 */
export function ViewArea({ current }: { current: ResolvedPage }) {
  const tabs = useTabsStore((s) => s.paths)
  const revisions = useTabsStore((s) => s.revisions)
  const resolve = useRouteResolver()
  const shown = useRef(new Set<string>()).current
  shown.add(current.path)
  const kept = tabs.flatMap((path) => {
    if (path === current.path || !shown.has(path)) return []
    const r = resolve(path)
    return r.kind === 'page' && r.page.keepAlive ? [r.page] : []
  })
  // a stable order, so that no page's DOM moves when another opens (a moved iframe reloads)
  const pages = [...kept, current].sort((a, b) => a.path.localeCompare(b.path))
  return (
    <main className="view-area">
      {pages.map((page) => (
        <Activity key={page.path} mode={page.path === current.path ? 'visible' : 'hidden'}>
          <PageView key={revisions[page.path] ?? 0} page={page} />
        </Activity>
      ))}
    </main>
  )
}
