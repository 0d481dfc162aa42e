import { useCallback } from 'react'
import { useMenuStore } from '../menu/menu-store'
import { staticViews } from '../modules/modules'
import { type Resolution, resolveRoute } from './resolve-route'

/** resolveRoute bound to the signed-in user's menus and the modules' static views. */
export function useRouteResolver(): (path: string) => Resolution {
  const menus = useMenuStore()
  return useCallback((path: string) => resolveRoute(path, menus, staticViews), [menus])
}
