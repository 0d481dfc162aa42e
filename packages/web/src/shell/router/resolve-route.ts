import { matchPath } from 'react-router'
import { firstPage, type MenuItem, type MenuModel } from '../menu/menu-tree'
import type { StaticView } from '../modules/module-types'
import { resolveView, type ViewTarget } from './view-registry'

/** A screen inside the layout: what it shows and how the tab bar treats it. */
export interface ResolvedPage {
  /** the pathname; one tab and one kept-alive page per path */
  path: string
  /** the menu's translated name, or a translation key for static views */
  label: { text: string } | { key: string }
  keepAlive: boolean
  /** joins the tab bar */
  process: boolean
  view: ViewTarget | { kind: 'empty'; reason: 'directory' | 'home'; label?: string }
  params: Record<string, string | undefined>
  menu?: MenuItem
}

export type Resolution =
  | { kind: 'page'; page: ResolvedPage }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' }

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Finds what a pathname shows, from the user's menus first and then the modules' static views.
 * The home page's own route redirects to `/`, a directory to its first page.
 */
export function resolveRoute(pathname: string, menus: MenuModel, views: readonly StaticView[]): Resolution {
  const path = trimSlash(pathname)
  const { home } = menus
  if (home && path === home.ownPath && path !== '/') return { kind: 'redirect', to: '/' }
  const item = menus.byPath.get(path)
  if (item) return menuPage(path, item, staticParams(path, views))
  if (path === '/') return { kind: 'page', page: homePage(menus.homeView) }
  for (const view of views) {
    const match = matchPath({ path: view.path, end: true }, path)
    if (!match) continue
    return {
      kind: 'page',
      page: {
        path,
        label: { key: view.label },
        keepAlive: !!view.keepAlive,
        process: view.process !== false,
        view: resolveView(view.viewPath),
        params: match.params,
      },
    }
  }
  return { kind: 'unknown' }
}

/** The parameters a static view's pattern reads from a menu's path (a menu that opens `/demo/test/route/1/x`). */
function staticParams(path: string, views: readonly StaticView[]): ResolvedPage['params'] {
  for (const view of views) {
    const match = matchPath({ path: view.path, end: true }, path)
    if (match) return match.params
  }
  return {}
}

function menuPage(path: string, item: MenuItem, params: ResolvedPage['params'] = {}): Resolution {
  if (item.type === 0) {
    const landing = firstPage(item.children)
    if (landing) return { kind: 'redirect', to: landing.path }
    return { kind: 'page', page: { ...emptyPage(path, 'directory', item.label), menu: item } }
  }
  return {
    kind: 'page',
    page: {
      path,
      label: { text: item.label },
      keepAlive: item.keepAlive,
      process: path !== '/',
      view: resolveView(item.viewPath),
      params,
      menu: item,
    },
  }
}

/** `/` without a menu of its own: the modules' home page, else an empty page. */
function homePage(viewPath: string | undefined): ResolvedPage {
  const page = emptyPage('/', 'home')
  return viewPath ? { ...page, view: resolveView(viewPath) } : page
}

function emptyPage(path: string, reason: 'directory' | 'home', label?: string): ResolvedPage {
  return {
    path,
    label: label ? { text: label } : { key: 'layout.home' },
    keepAlive: false,
    process: false,
    view: { kind: 'empty', reason, label },
    params: {},
  }
}
