import { create } from 'zustand'

interface LayoutState {
  /** sidebar folded to icons (desktop) or hidden (phone) */
  collapsed: boolean
  /** the tab bar's full-screen: sidebar and top bar out of the way */
  fullscreen: boolean
}

export const useLayoutStore = create<LayoutState>(() => ({
  collapsed: window.innerWidth < 768,
  fullscreen: false,
}))

export const setCollapsed = (collapsed: boolean) => useLayoutStore.setState({ collapsed })
export const toggleCollapsed = () => useLayoutStore.setState((s) => ({ collapsed: !s.collapsed }))
export const toggleFullscreen = () => useLayoutStore.setState((s) => ({ fullscreen: !s.fullscreen }))
