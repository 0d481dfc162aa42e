import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MenuIcon } from '../../icons/menu-icons'
import { useMenuStore } from '../../menu/menu-store'
import { firstPage, menuTrail } from '../../menu/menu-tree'
import type { ResolvedPage } from '../../router/resolve-route'
import { toast } from '../../toast'
import { useMenuGroups } from '../sidebar/use-sidebar-tree'

/** With menu grouping on: the top-level directories, one of which the sidebar shows. */
export function MenuGroups({ current }: { current: ResolvedPage }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const tree = useMenuStore((s) => s.tree)
  const groups = useMenuGroups()
  const active = menuTrail(tree, current.path)[0]?.id
  return (
    <div className="menu-groups" role="tablist">
      {groups.map((group) => (
        <button
          key={group.id}
          type="button"
          role="tab"
          aria-selected={group.id === active}
          className={group.id === active ? 'menu-group active' : 'menu-group'}
          onClick={() => {
            const landing = firstPage(group.children)
            if (landing) navigate(landing.path)
            else toast.warning(t('errors.noSubMenus', { label: group.label }))
          }}
        >
          <MenuIcon name={group.icon} />
          <span>{group.label}</span>
        </button>
      ))}
    </div>
  )
}
