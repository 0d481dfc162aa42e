import { useMemo } from 'react'
import { useMenuStore } from '../../menu/menu-store'
import { filterMenu, type MenuItem, menuTrail } from '../../menu/menu-tree'
import { useThemeStore } from '../../theme/theme-store'

/** Top-level visible directories: the groups of the menu-grouping mode. */
export function useMenuGroups(): MenuItem[] {
  const tree = useMenuStore((s) => s.tree)
  return useMemo(() => tree.filter((i) => i.isShow && i.type === 0), [tree])
}

/**
 * What the sidebar lists for the current path and search keyword: the whole visible tree, or
 * with menu grouping on, the children of the group the current page belongs to.
 */
export function useSidebarTree(path: string, keyword: string): MenuItem[] {
  const tree = useMenuStore((s) => s.tree)
  const isGroup = useThemeStore((s) => s.isGroup)
  return useMemo(() => {
    const group = isGroup ? menuTrail(tree, path)[0] : undefined
    const base = group?.type === 0 ? group.children : isGroup ? [] : tree
    return filterMenu(base, keyword)
  }, [tree, isGroup, path, keyword])
}
