import { Card, Empty } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MenuIcon } from '../../../shell/icons/menu-icons'
import { useMenuStore } from '../../../shell/menu/menu-store'
import type { MenuItem } from '../../../shell/menu/menu-tree'

const visiblePages = (list: MenuItem[]): MenuItem[] =>
  list.flatMap((i) => (!i.isShow ? [] : i.type === 1 ? [i] : visiblePages(i.children)))

/** One tile for each page in the user's menus. */
export function Shortcuts() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const tree = useMenuStore((s) => s.tree)
  const pages = useMemo(() => visiblePages(tree), [tree])
  return (
    <Card title={t('home.shortcuts')}>
      {pages.length === 0 ? (
        <Empty description={t('home.noShortcuts')} />
      ) : (
        <div className="shortcuts">
          {pages.map((page) => (
            <button key={page.id} type="button" className="shortcut" onClick={() => navigate(page.path)}>
              <MenuIcon name={page.icon} />
              <span>{page.label}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  )
}
