import { describe, expect, it } from 'vitest'
import { seededMenus } from '../../test/seeded-menus'
import { buildMenuModel } from '../menu/menu-tree'
import type { StaticView } from '../modules/module-types'
import { resolveRoute } from './resolve-route'
import { normalizeViewPath, resolveView } from './view-registry'

const menus = buildMenuModel(seededMenus)
const views: StaticView[] = [
  { path: '/my/info', label: 'my.title', viewPath: 'modules/base/views/info', process: true },
  { path: '/demo/test/route/:id/:name?', label: 'demo.route', viewPath: 'modules/demo/views/route-params' },
  { path: '/space/list', label: 'space', viewPath: 'modules/space/views/list' },
]

describe('view paths', () => {
  it('normalizes the forms the reference stores', () => {
    expect(normalizeViewPath('cool/modules/base/views/user/index.vue')).toBe('modules/base/views/user')
    expect(normalizeViewPath('/src/modules/dict/views/list.tsx')).toBe('modules/dict/views/list')
  })

  it('opens a page whichever way the reference writes its view path', () => {
    for (const viewPath of [
      'modules/base/views/user/index.vue',
      'cool/modules/base/views/user/index.vue',
      'modules/base/views/user/index',
      'modules/base/views/user',
      'modules/base/views/user.vue',
    ])
      expect(resolveView(viewPath), viewPath).toMatchObject({ kind: 'page', key: 'modules/base/views/user' })
    expect(resolveView('cool/modules/base/views/role.vue')).toMatchObject({
      kind: 'page',
      key: 'modules/base/views/role',
    })
    expect(resolveView('modules/helper/views/plugins/index.vue')).toEqual({
      kind: 'planned',
      module: 'helper',
    })
  })

  it('frames http pages only', () => {
    expect(resolveView('https://example.com/a')).toEqual({ kind: 'frame', url: 'https://example.com/a' })
    expect(resolveView('/swagger')).toEqual({ kind: 'missing' })
  })

  it('answers planned pages with their module and unknown ones as missing', () => {
    expect(resolveView('modules/helper/views/plugins.vue')).toEqual({ kind: 'planned', module: 'helper' })
    expect(resolveView('modules/nope/views/list')).toEqual({ kind: 'missing' })
    expect(resolveView(null)).toEqual({ kind: 'missing' })
  })

  it('finds a page component that exists', () => {
    expect(resolveView('modules/base/views/info')).toMatchObject({
      kind: 'page',
      key: 'modules/base/views/info',
    })
  })
})

describe('route resolution', () => {
  it('leads every seeded directory and page somewhere: never to a missing page', () => {
    for (const m of seededMenus.filter((m) => m.type !== 2)) {
      const path = m.router ?? `/${m.id}`
      const r = resolveRoute(path, menus, views)
      expect(r.kind, `${m.name} ${path}`).not.toBe('unknown')
      if (r.kind === 'page') expect(r.page.view.kind, `${m.name} ${m.viewPath}`).not.toBe('missing')
    }
  })

  it('redirects the home page’s own path and a directory to their pages', () => {
    const withoutHome = buildMenuModel(seededMenus.filter((m) => m.router !== '/'))
    // the first page of the menu tree becomes home; its own path leads to /
    const ownPath = withoutHome.home?.ownPath
    expect(ownPath).toMatch(/^\/\w/)
    expect(resolveRoute(ownPath!, withoutHome, views)).toEqual({ kind: 'redirect', to: '/' })
    expect(resolveRoute('/sys', menus, views)).toEqual({ kind: 'redirect', to: '/sys/user' })
  })

  it('shows an empty directory as a page that says so', () => {
    const empty = { ...seededMenus[0], id: 900, parentId: null, name: 'Empty', router: null }
    const r = resolveRoute('/900', buildMenuModel([...seededMenus, empty]), views)
    expect(r).toMatchObject({ kind: 'page', page: { view: { kind: 'empty', reason: 'directory' } } })
  })

  it('gives a menu page its label and keep-alive flag, and keeps home out of the tabs', () => {
    expect(resolveRoute('/sys/user/', menus, views)).toMatchObject({
      kind: 'page',
      page: { path: '/sys/user', label: { text: '用户列表' }, keepAlive: true, process: true },
    })
    expect(resolveRoute('/', menus, views)).toMatchObject({ page: { process: false } })
  })

  it('matches static views with their parameters, after the menus', () => {
    expect(resolveRoute('/demo/test/route/7', menus, views)).toMatchObject({
      page: { params: { id: '7' }, label: { key: 'demo.route' } },
    })
    expect(resolveRoute('/demo/test/route/7/ann', menus, views)).toMatchObject({
      page: { params: { name: 'ann' } },
    })
    expect(resolveRoute('/space/list', menus, views)).toMatchObject({
      page: { label: { text: '文件管理' } },
    })
    // a menu at a path a static view's pattern matches hands its page the parameters
    expect(resolveRoute('/demo/test/route/1/backroom', menus, views)).toMatchObject({
      page: { params: { id: '1', name: 'backroom' }, label: { text: '路由参数' } },
    })
  })

  it('answers unknown for anything else', () => {
    expect(resolveRoute('/nope', menus, views)).toEqual({ kind: 'unknown' })
  })
})
