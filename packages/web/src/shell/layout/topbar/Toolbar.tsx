import { lazy, Suspense } from 'react'
import { modules } from '../../modules/modules'
import { useScreen } from '../screen'
import { BrowserFullscreen } from './BrowserFullscreen'

const entries = modules
  .flatMap((m) => (m.toolbar ? [{ name: m.name, ...m.toolbar, Component: lazy(m.toolbar.component) }] : []))
  .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))

/** The tools modules place in the top bar, by order, each hidden where its module says. */
export function Toolbar() {
  const { isMini } = useScreen()
  return (
    <div className="topbar-tools">
      <BrowserFullscreen />
      {entries
        .filter((e) => (isMini ? e.h5 !== false : e.pc !== false))
        .map(({ name, Component }) => (
          <Suspense key={name} fallback={null}>
            <Component />
          </Suspense>
        ))}
    </div>
  )
}
