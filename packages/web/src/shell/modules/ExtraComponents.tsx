import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react'
import type { ModuleDescriptor } from './module-types'

/** A broken extra must not take the console down with it: it shows nothing instead. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Mounts each enabled module's `index` component once, lazily, in module order. */
export function ExtraComponents({ modules }: { modules: readonly ModuleDescriptor[] }) {
  const extras = useMemo(
    () =>
      modules.flatMap((m): { name: string; Extra: ComponentType }[] =>
        m.enable !== false && m.index ? [{ name: m.name, Extra: lazy(m.index) }] : [],
      ),
    [modules],
  )
  return extras.map(({ name, Extra }) => (
    <Quiet key={name}>
      <Suspense fallback={null}>
        <Extra />
      </Suspense>
    </Quiet>
  ))
}
