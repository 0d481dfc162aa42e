/**
 * The shell as modules see it: what a module's descriptor, pages and components may use. What is
 * not exported here is free to change (./modules/module-imports.test.ts keeps modules to it). Shell
 * files never import this door: a module's import of it must not loop back into the shell.
 */

export { API_BASE } from '../config'
export { loadAreaTexts, useAreaTexts } from './i18n/areas'
export { changeLanguage } from './i18n/change-language'
export { currentLanguage, LANGUAGE_NAMES, useLanguage } from './i18n/language-store'
export { MENU_ICONS, MenuIcon } from './icons/menu-icons'
export { useScreen } from './layout/screen'
export { usePage } from './layout/view/page-context'
export { useMenuTree } from './menu/menu-store'
export type { MenuItem } from './menu/menu-tree'
export type {
  DetailTab,
  DictEntry,
  FilePickerProps,
  ModuleDescriptor,
  ModuleQuery,
  Request,
} from './modules/module-types'
export { tableTexts } from './modules/modules'
export { Auth } from './permission/Auth'
export { usePermission } from './permission/use-permission'
export { api } from './request/client'
export { listQuery, requestQuery } from './request/queries'
export { PAGE_VIEW_PATHS } from './router/view-registry'
export { endSession, reloadMenus } from './session/session'
// the signed-in user
export { showSavedPerson, usePerson } from './session/use-person'
export { switchDarkMode } from './theme/dark-transition'
export { THEME_PRESETS } from './theme/presets'
export { updateTheme, useThemeStore } from './theme/theme-store'
export { toast } from './toast'
export { FilePicker } from './upload/file-picker'
export { uploadFile } from './upload/upload'
