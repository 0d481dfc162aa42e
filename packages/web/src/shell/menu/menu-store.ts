import type { PermMenu } from '@backroom/contract'
import { create } from 'zustand'
import { buildMenuModel, type MenuModel } from './menu-tree'

interface MenuState extends MenuModel {
  /** permission ids the signed-in user holds, exactly as permmenu lists them */
  perms: ReadonlySet<string>
}

const empty = (): MenuState => ({ ...buildMenuModel([]), perms: new Set() })

/** The signed-in user's menus and permissions; empty when signed out. */
export const useMenuStore = create<MenuState>(empty)

export function setPermMenu({ menus, perms }: PermMenu) {
  useMenuStore.setState({ ...buildMenuModel(menus), perms: new Set(perms) })
}

export function resetMenus() {
  useMenuStore.setState(empty(), true)
}
