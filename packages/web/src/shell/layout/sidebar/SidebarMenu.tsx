import { Menu, type MenuProps } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MenuIcon } from '../../icons/menu-icons'
import { useMenuStore } from '../../menu/menu-store'
import { type MenuItem, menuTrail } from '../../menu/menu-tree'
import type { ResolvedPage } from '../../router/resolve-route'
import { setCollapsed, useLayoutStore } from '../layout-store'
import { useScreen } from '../screen'
import { useSidebarTree } from './use-sidebar-tree'

type Items = NonNullable<MenuProps['items']>
const dirKey = (item: MenuItem) => `dir:${item.id}`

function toItems(list: MenuItem[]): Items {
  return list.map((item) =>
    item.type === 0
      ? {
          key: dirKey(item),
          icon: <MenuIcon name={item.icon} />,
          label: item.label,
          children: toItems(item.children),
        }
      : { key: item.path, icon: <MenuIcon name={item.icon} />, label: item.label },
  )
}

const allDirs = (list: MenuItem[]): string[] =>
  list.flatMap((i) => (i.type === 0 ? [dirKey(i), ...allDirs(i.children)] : []))

/** The menu tree; the current page's branch is open, and every branch while searching. */
export function SidebarMenu({ current, keyword }: { current: ResolvedPage; keyword: string }) {
  const navigate = useNavigate()
  const tree = useMenuStore((s) => s.tree)
  const list = useSidebarTree(current.path, keyword)
  const collapsed = useLayoutStore((s) => s.collapsed)
  const { isMini } = useScreen()
  const trail = useMemo(
    () =>
      menuTrail(tree, current.path)
        .filter((i) => i.type === 0)
        .map(dirKey),
    [tree, current.path],
  )
  const [openKeys, setOpenKeys] = useState<string[]>(trail)
  const { t } = useTranslation()

  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...trail])])
  }, [trail])

  if (keyword && list.length === 0)
    return (
      <p className="sidebar-no-match" role="status">
        {t('layout.noMatch')}
      </p>
    )
  return (
    <Menu
      className="sidebar-menu"
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed && !isMini}
      items={toItems(list)}
      selectedKeys={[current.path]}
      openKeys={keyword ? allDirs(list) : openKeys}
      onOpenChange={(keys) => !keyword && setOpenKeys(keys)}
      onClick={({ key }) => {
        navigate(key)
        if (isMini) setCollapsed(true)
      }}
    />
  )
}
