import { type Menu, MenuType } from '@backroom/contract'

/** A directory or page of the signed-in user's menu, as the shell routes and draws it. */
export interface MenuItem {
  id: number
  parentId: number | null
  type: 0 | 1
  label: string
  /** route path; the home page's is `/` */
  path: string
  /** the path the server gave, which redirects to `/` for the home page */
  ownPath: string
  viewPath: string | null
  icon: string | null
  isShow: boolean
  keepAlive: boolean
  children: MenuItem[]
}

export interface MenuModel {
  tree: MenuItem[]
  /** every directory and page by route path */
  byPath: Map<string, MenuItem>
  home?: MenuItem
  /** the view `/` opens: the modules' home page, else the home item's */
  homeView?: string
}

const routeOf = (m: Menu) => {
  const router = m.router?.trim()
  if (!router) return `/${m.id}`
  return router.startsWith('/') ? router : `/${router}`
}

/**
 * Turns permmenu's flat rows into the sidebar tree and the route table: buttons
 * are left out, unknown parents make roots, siblings sort by orderNum. Given the modules' home page
 * (`homeView`), `/` opens it, under the menu at `/` when there is one; else the first page met in
 * menu order becomes home at `/`.
 */
export function buildMenuModel(rows: readonly Menu[], homeView?: string): MenuModel {
  const items = new Map<number, MenuItem>()
  for (const m of rows) {
    if (m.type === MenuType.button) continue
    const path = routeOf(m)
    items.set(m.id, {
      id: m.id,
      parentId: m.parentId,
      type: m.type as 0 | 1,
      label: m.name,
      path,
      ownPath: path,
      viewPath: m.viewPath,
      icon: m.icon,
      isShow: m.isShow !== false,
      keepAlive: !!m.keepAlive,
      children: [],
    })
  }
  const order = new Map(rows.map((m, i) => [m.id, [m.orderNum ?? 0, i] as const]))
  const byOrder = (a: MenuItem, b: MenuItem) => {
    const [oa, ia] = order.get(a.id)!
    const [ob, ib] = order.get(b.id)!
    return oa - ob || ia - ib
  }
  const tree: MenuItem[] = []
  for (const item of items.values()) {
    const parent = item.parentId === null ? undefined : items.get(item.parentId)
    if (parent) parent.children.push(item)
    else tree.push(item)
  }
  const sortDeep = (list: MenuItem[]) => {
    list.sort(byOrder)
    for (const i of list) sortDeep(i.children)
  }
  sortDeep(tree)
  const home = homeView
    ? [...items.values()].find((i) => i.type === MenuType.page && i.path === '/')
    : firstPage(tree)
  if (home) {
    home.path = '/'
    home.viewPath = homeView ?? home.viewPath
  }
  const byPath = new Map<string, MenuItem>()
  for (const item of items.values()) if (!byPath.has(item.path)) byPath.set(item.path, item)
  if (home) byPath.set('/', home)
  return { tree, byPath, home, homeView: homeView ?? home?.viewPath ?? undefined }
}

/** The first page of a subtree in menu order: home for the whole tree, the landing page of a directory. */
export function firstPage(list: readonly MenuItem[]): MenuItem | undefined {
  for (const item of list) {
    if (item.type === MenuType.page) return item
    const inner = firstPage(item.children)
    if (inner) return inner
  }
  return undefined
}

/** The chain of items from a root down to the item at `path`, for breadcrumbs and the open sidebar branch. */
export function menuTrail(tree: readonly MenuItem[], path: string): MenuItem[] {
  for (const item of tree) {
    if (item.path === path) return [item]
    const inner = menuTrail(item.children, path)
    if (inner.length) return [item, ...inner]
  }
  return []
}

/**
 * Keeps the visible items whose label contains `keyword` (any case), with their ancestors; a
 * matching directory keeps all of its visible children.
 */
export function filterMenu(tree: readonly MenuItem[], keyword: string): MenuItem[] {
  const k = keyword.trim().toLowerCase()
  const visible = (list: readonly MenuItem[]): MenuItem[] =>
    list.filter((i) => i.isShow).map((i) => ({ ...i, children: visible(i.children) }))
  if (!k) return visible(tree)
  const walk = (list: readonly MenuItem[]): MenuItem[] =>
    list.flatMap((item) => {
      if (!item.isShow) return []
      if (item.label.toLowerCase().includes(k)) return [{ ...item, children: visible(item.children) }]
      const children = walk(item.children)
      return children.length ? [{ ...item, children }] : []
    })
  return walk(tree)
}
