import { Card, Empty } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MenuIcon, type MenuItem, useMenuTree } from '../../../../shell'

interface Tile {
  page: MenuItem
  label: string
}

/** The visible pages other than home; a label two pages share is told apart by the directory. */
function tiles(tree: MenuItem[]): Tile[] {
  const found: (Tile & { directory?: string })[] = []
  const walk = (list: MenuItem[], directory?: string) => {
    for (const item of list) {
      if (!item.isShow) continue
      if (item.type === 0) walk(item.children, item.label)
      else if (item.path !== '/') found.push({ page: item, label: item.label, directory })
    }
  }
  walk(tree)
  const count = new Map<string, number>()
  for (const tile of found) count.set(tile.label, (count.get(tile.label) ?? 0) + 1)
  return found.map(({ page, label, directory }) => ({
    page,
    label: (count.get(label) ?? 0) > 1 && directory ? `${directory} · ${label}` : label,
  }))
}

/** One tile for each page in the user's menus, each with a label of its own. */
export function Shortcuts() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const tree = useMenuTree()
  const pages = useMemo(() => tiles(tree), [tree])
  return (
    <Card title={t('home.shortcuts')}>
      {pages.length === 0 ? (
        <Empty description={t('home.noShortcuts')} />
      ) : (
        <div className="shortcuts">
          {pages.map(({ page, label }) => (
            <button key={page.id} type="button" className="shortcut" onClick={() => navigate(page.path)}>
              <MenuIcon name={page.icon} />
              <span>{label}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  )
}
