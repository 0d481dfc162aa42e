import type { Text } from './envelope.ts'

/** Menu vocabulary, free of zod so that the light sign-in bundle can import it. */

/** Menus of type 2 are permission buttons; 0 directories; 1 pages. */
export const MenuType = { directory: 0, page: 1, button: 2 } as const

/** Paths the server keeps for itself: no menu route may start with them. */
export const RESERVED_PATHS = ['/api', '/admin', '/upload', '/swagger'] as const
export function isReservedPath(path: string): boolean {
  return RESERVED_PATHS.some((p) => path === p || path.startsWith(`${p}/`))
}

/**
 * A menu route is a console path: one leading `/`, no empty segment (`//`), no backslash, no
 * scheme or other `:` and no white space, so it can never lead off the console.
 */
export function isMenuRoute(path: string): boolean {
  return /^\/([^/\\:\s]+(\/[^/\\:\s]+)*)?$/.test(path)
}

/** A view path names a page component (`modules/base/views/user/index.vue`) or an http(s) page. */
export function isViewPath(viewPath: string): boolean {
  if (/^https?:\/\//i.test(viewPath)) return URL.canParse(viewPath) && !/[\s\\]/.test(viewPath)
  return /^[\w@-]+(\/[\w@-]+(\.[\w-]+)*)*$/.test(viewPath)
}

/** What a menu needs, by field; the keys name the server's messages and the form's texts. */
export type MenuRule =
  | 'routeRequired'
  | 'routeInvalid'
  | 'viewPathRequired'
  | 'viewPathInvalid'
  | 'iconRequired'
  | 'nameRequired'
export interface MenuValues {
  type?: number | null
  name?: unknown
  router?: string | null
  viewPath?: string | null
  icon?: string | null
  isShow?: boolean | null
}

/**
 * The rules a menu keeps: a name; a page has a route and a view path; a directory may go without a
 * route; a visible directory or page has an icon; a route or view path, when given, is well formed.
 */
export function menuProblems(m: MenuValues): { field: keyof MenuValues; rule: MenuRule }[] {
  const out: { field: keyof MenuValues; rule: MenuRule }[] = []
  const type = m.type ?? MenuType.directory
  if (typeof m.name !== 'string' || !m.name.trim()) out.push({ field: 'name', rule: 'nameRequired' })
  if (type === MenuType.button) return out
  if (m.router) {
    if (!isMenuRoute(m.router) || isReservedPath(m.router))
      out.push({ field: 'router', rule: 'routeInvalid' })
  } else if (type === MenuType.page) out.push({ field: 'router', rule: 'routeRequired' })
  if (m.viewPath) {
    if (!isViewPath(m.viewPath)) out.push({ field: 'viewPath', rule: 'viewPathInvalid' })
  } else if (type === MenuType.page) out.push({ field: 'viewPath', rule: 'viewPathRequired' })
  if (m.isShow !== false && !m.icon) out.push({ field: 'icon', rule: 'iconRequired' })
  return out
}

/** A text in the console's three languages. */

/**
 * A menu a module declares: found by its stable `key` (`<module>.<name>`), placed under its parent
 * by key. The server adds it once; an administrator may then edit or delete it, and a deleted one
 * stays deleted.
 */
export interface MenuDefinition {
  key: string
  /** the parent's key; none: a top-level menu */
  parent?: string
  type: 0 | 1 | 2
  name: Text
  router?: string
  viewPath?: string
  icon?: string
  orderNum?: number
  isShow?: boolean
  keepAlive?: boolean
  /** permission ids a button grants */
  perms?: string[]
}

/** The texts of the common permission buttons, by the name they take in their key. */
export const BUTTON_TEXT = {
  add: { 'zh-cn': '新增', 'zh-tw': '新增', en: 'Add' },
  delete: { 'zh-cn': '删除', 'zh-tw': '刪除', en: 'Delete' },
  update: { 'zh-cn': '修改', 'zh-tw': '修改', en: 'Edit' },
  query: { 'zh-cn': '查询', 'zh-tw': '查詢', en: 'Query' },
  info: { 'zh-cn': '单个信息', 'zh-tw': '單筆資料', en: 'Info' },
  list: { 'zh-cn': '列表查询', 'zh-tw': '列表查詢', en: 'List query' },
  page: { 'zh-cn': '分页查询', 'zh-tw': '分頁查詢', en: 'Page query' },
  perms: { 'zh-cn': '权限', 'zh-tw': '權限', en: 'Permissions' },
} as const satisfies Record<string, Text>

/** A resource's standard actions (see CRUD_ACTIONS) in the order the seeded permission buttons grant them. */
export const SEEDED_CRUD_ACTIONS = ['page', 'list', 'info', 'add', 'delete', 'update'] as const

type ButtonFields = Pick<MenuDefinition, 'orderNum' | 'keepAlive'> & {
  /** the actions it grants, each as `<prefix>:<action>`; by default the one its name says */
  perms?: readonly string[]
}
/** A permission button: a common one by its name alone, any other with its text. */
export type MenuButton =
  | keyof typeof BUTTON_TEXT
  | (ButtonFields & { name: keyof typeof BUTTON_TEXT; text?: Text })
  | (ButtonFields & { name: string; text: Text })

/**
 * Permission buttons below the menu `parent`, in the order given: each keyed `<parent>.<name>` and
 * granting `<prefix>:<action>` for each of its actions.
 */
export function menuButtons(
  parent: string,
  prefix: string,
  buttons: readonly MenuButton[],
): MenuDefinition[] {
  return buttons.map((b): MenuDefinition => {
    const button: Exclude<MenuButton, string> = typeof b === 'string' ? { name: b } : b
    const { name, text, perms, ...rest } = button
    return {
      key: `${parent}.${name}`,
      parent,
      type: MenuType.button,
      name: text ?? BUTTON_TEXT[name as keyof typeof BUTTON_TEXT],
      perms: (perms ?? [name]).map((action) => `${prefix}:${action}`),
      ...rest,
    }
  })
}

/** The definitions with every parent before its children (parents declared elsewhere stay put). */
export function parentsFirst(defs: readonly MenuDefinition[]): MenuDefinition[] {
  const byKey = new Map(defs.map((d) => [d.key, d]))
  const out: MenuDefinition[] = []
  const placed = new Set<string>()
  const place = (d: MenuDefinition, path: Set<string>) => {
    if (placed.has(d.key) || path.has(d.key)) return
    const parent = d.parent ? byKey.get(d.parent) : undefined
    if (parent) place(parent, new Set([...path, d.key]))
    placed.add(d.key)
    out.push(d)
  }
  for (const d of defs) place(d, new Set())
  return out
}
