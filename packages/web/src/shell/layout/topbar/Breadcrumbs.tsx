import { RightOutlined } from '@ant-design/icons'
import { Breadcrumb } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMenuStore } from '../../menu/menu-store'
import { menuTrail } from '../../menu/menu-tree'
import type { ResolvedPage } from '../../router/resolve-route'
import { useScreen } from '../screen'
import { pageLabel } from '../view/page-label'

/** Where the current page sits in the menu tree; empty at home, only the page's name on phones. */
export function Breadcrumbs({ current }: { current: ResolvedPage }) {
  const { t } = useTranslation()
  const tree = useMenuStore((s) => s.tree)
  const { isMini } = useScreen()
  if (current.path === '/') return <div className="topbar-breadcrumb" />
  const trail = menuTrail(tree, current.path).map((i) => i.label)
  const labels = trail.length ? trail : [pageLabel(current, t)]
  if (isMini) return <strong className="topbar-breadcrumb">{labels.at(-1)}</strong>
  return (
    <Breadcrumb
      className="topbar-breadcrumb"
      separator={<RightOutlined className="topbar-breadcrumb-separator" />}
      items={labels.map((title) => ({ title }))}
    />
  )
}
