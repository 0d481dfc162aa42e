import { create } from 'zustand'
import { readStored, writeStored } from '../storage'

/**
 * The open tabs (the "process" bar), by full path. Kept in session storage so that a reload keeps
 * them while two browser tabs of the console keep their own lists.
 */
interface TabsState {
  paths: string[]
  /** bumped to re-mount the page at a path (the bar's refresh button) */
  revisions: Record<string, number>
}

const KEY = 'process'
const session = () => window.sessionStorage

export const useTabsStore = create<TabsState>(() => ({
  paths: readStored<string[]>(KEY, session()) ?? [],
  revisions: {},
}))

function setPaths(paths: string[]) {
  writeStored(KEY, paths, session())
  useTabsStore.setState({ paths })
}

export function openTab(path: string) {
  const { paths } = useTabsStore.getState()
  if (!paths.includes(path)) setPaths([...paths, path])
}

/** Closes one tab; answers where to go when it was the current one (the last tab left, else home). */
export function closeTab(path: string, current: string): string | undefined {
  const paths = useTabsStore.getState().paths.filter((p) => p !== path)
  setPaths(paths)
  if (path !== current) return undefined
  return paths.at(-1) ?? '/'
}

export function closeOtherTabs(keep: string) {
  setPaths(useTabsStore.getState().paths.filter((p) => p === keep))
}

export function closeAllTabs() {
  setPaths([])
}

export function reloadTab(path: string) {
  const { revisions } = useTabsStore.getState()
  useTabsStore.setState({ revisions: { ...revisions, [path]: (revisions[path] ?? 0) + 1 } })
}

export function resetTabs() {
  writeStored(KEY, undefined, session())
  useTabsStore.setState({ paths: [], revisions: {} }, true)
}
