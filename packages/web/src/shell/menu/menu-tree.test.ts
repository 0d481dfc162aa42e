import type { Menu } from '@backroom/contract'
import { describe, expect, it } from 'vitest'
import { seededMenus } from '../../test/seeded-menus'
import { buildMenuModel, filterMenu, menuTrail } from './menu-tree'

const row = (m: Partial<Menu> & Pick<Menu, 'id' | 'name'>): Menu =>
  ({
    parentId: null,
    type: 1,
    router: null,
    viewPath: null,
    icon: null,
    orderNum: 0,
    isShow: true,
    keepAlive: true,
    perms: null,
    createTime: '',
    updateTime: '',
    ...m,
  }) as Menu

describe('menu model', () => {
  it('sorts siblings by orderNum, leaves buttons out and makes the first page home', () => {
    const { tree, home, byPath } = buildMenuModel([
      row({ id: 1, name: 'B', type: 0, router: '/b', orderNum: 2 }),
      row({ id: 2, name: 'A', type: 0, router: '/a', orderNum: 1 }),
      row({ id: 3, name: 'A page', parentId: 2, router: 'a/page' }),
      row({ id: 4, name: 'button', parentId: 3, type: 2, perms: 'x:y' }),
      row({ id: 5, name: 'B page', parentId: 1, router: '/b/page' }),
    ])
    expect(tree.map((i) => i.label)).toEqual(['A', 'B'])
    expect(tree[0].children.map((i) => i.label)).toEqual(['A page'])
    expect(tree[0].children[0].children).toEqual([])
    expect(home?.id).toBe(3)
    expect(byPath.get('/')?.id).toBe(3)
    expect(home?.ownPath).toBe('/a/page')
    expect(byPath.get('/b/page')?.id).toBe(5)
  })

  it('gives a menu without a router the path /<id> and makes an orphan a root', () => {
    const { tree, byPath } = buildMenuModel([row({ id: 7, name: 'orphan', parentId: 99, type: 0 })])
    expect(tree[0].id).toBe(7)
    expect(byPath.get('/7')?.label).toBe('orphan')
  })

  it('makes the seeded home (/) home and keeps hidden menus routable', () => {
    const { home, byPath } = buildMenuModel(seededMenus)
    expect(home?.id).toBe(seededMenus.find((m) => m.router === '/')?.id)
    expect(home?.isShow).toBe(false)
    expect(byPath.get('/sys/user')?.label).toBe('用户列表')
  })

  it('builds the trail from a root to a page', () => {
    const { tree } = buildMenuModel(seededMenus)
    expect(menuTrail(tree, '/sys/user').map((i) => i.label)).toEqual(['系统管理', '权限管理', '用户列表'])
    expect(menuTrail(tree, '/nowhere')).toEqual([])
  })
})

describe('menu search', () => {
  const { tree } = buildMenuModel(seededMenus)
  const labels = (list: ReturnType<typeof filterMenu>): string[] =>
    list.flatMap((i) => [i.label, ...labels(i.children)])

  it('shows only visible items without a keyword', () => {
    expect(labels(filterMenu(tree, ''))).not.toContain('首页')
    expect(labels(filterMenu(tree, ''))).toContain('用户列表')
  })

  it('keeps the ancestors of a match, in any case', () => {
    const { tree: latin } = buildMenuModel([
      row({ id: 1, name: 'System', type: 0, router: '/sys' }),
      row({ id: 2, name: 'Users', parentId: 1, router: '/sys/user' }),
      row({ id: 3, name: 'Roles', parentId: 1, router: '/sys/role' }),
    ])
    expect(labels(filterMenu(latin, 'USER'))).toEqual(['System', 'Users'])
  })

  it('keeps every child of a matching directory', () => {
    expect(labels(filterMenu(tree, '权限管理'))).toEqual([
      '系统管理',
      '权限管理',
      '用户列表',
      '菜单列表',
      '角色列表',
    ])
  })
})
