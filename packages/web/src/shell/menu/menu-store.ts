import type { PermMenu } from '@backroom/contract'
import { create } from 'zustand'
import { chooseHome } from '../modules/home'
import { modules } from '../modules/modules'
import { buildMenuModel, type MenuModel } from './menu-tree'

interface MenuState extends MenuModel {
  /** permission ids the signed-in user holds, exactly as permmenu lists them */
  perms: ReadonlySet<string>
  /** the routes of all menus, also those of other users: a page this user may not open */
  allRoutes: ReadonlySet<string>
}

const empty = (): MenuState => ({ ...buildMenuModel([]), perms: new Set(), allRoutes: new Set() })

/** The signed-in user's menus and permissions; empty when signed out. */
export const useMenuStore = create<MenuState>(empty)

/** The signed-in user's directories and pages, as the sidebar draws them. */
export const useMenuTree = () => useMenuStore((s) => s.tree)

export function setPermMenu({ menus, perms, routes = [] }: PermMenu) {
  const held = new Set(perms)
  const home = chooseHome(modules, held)?.viewPath
  useMenuStore.setState({ ...buildMenuModel(menus, home), perms: held, allRoutes: new Set(routes) })
}

export function resetMenus() {
  useMenuStore.setState(empty(), true)
}
