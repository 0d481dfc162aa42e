import { describe, expect, it } from 'vitest'
import { seededMenus } from '../../test/seeded-menus'
import { buildMenuModel } from '../menu/menu-tree'
import { resolveRoute } from '../router/resolve-route'
import { chooseHome } from './home'
import type { ModuleDescriptor } from './module-types'

const welcome = 'modules/base/views/home'
const dashboard = 'modules/shop/views/dashboard'
const base: ModuleDescriptor = { name: 'base', order: 1, home: { viewPath: welcome } }
const shop: ModuleDescriptor = {
  name: 'shop',
  home: { viewPath: dashboard, perm: 'shop:dashboard:view', order: 10 },
}

describe('the home page', () => {
  it('opens the welcome page for a user without the permission of a module’s home', () => {
    expect(chooseHome([shop, base], new Set(['base:sys:user:page']))?.viewPath).toBe(welcome)
  })

  it('opens the declared module’s view for a user holding its permission', () => {
    expect(chooseHome([base, shop], new Set(['shop:dashboard:view']))?.viewPath).toBe(dashboard)
  })

  it('skips a disabled module’s home', () => {
    const off = { ...shop, enable: false }
    expect(chooseHome([off, base], new Set(['shop:dashboard:view']))?.viewPath).toBe(welcome)
  })

  it('opens the chosen view at / and leaves the first menu page at its own path', () => {
    const rows = seededMenus.filter((m) => m.router !== '/')
    const menus = buildMenuModel(rows, welcome)
    const home = resolveRoute('/', menus, [])
    expect(home).toMatchObject({ kind: 'page', page: { view: { kind: 'page', key: welcome } } })
    const first = rows.find((m) => m.type === 1 && m.router)!
    expect(resolveRoute(first.router!, menus, [])).toMatchObject({
      kind: 'page',
      page: { path: first.router },
    })
  })
})
