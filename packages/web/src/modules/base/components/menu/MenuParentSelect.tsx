import { type Menu, MenuType } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { TreeSelect } from 'antd'
import { useTranslation } from 'react-i18next'
import { buildTree, type TreeNode, type WidgetProps } from '../../../../crud'
import { api } from '../../../../shell/request/client'

interface Node {
  value: number
  title: string
  children?: Node[]
}
const toNodes = (list: TreeNode<Menu>[]): Node[] =>
  list
    .filter((m) => m.type !== MenuType.button)
    .map((m) => {
      const children = m.children ? toNodes(m.children) : []
      return { value: m.id, title: m.name, ...(children.length ? { children } : {}) }
    })

/** The parent of a menu: a directory or a page (buttons hold nothing). */
export function MenuParentSelect(props: WidgetProps<number | null>) {
  const { t } = useTranslation()
  const menus = useQuery({
    queryKey: ['/admin/base/sys/menu', 'list', {}],
    queryFn: () => api.post<Menu[]>('/admin/base/sys/menu/list', {}),
  })
  return (
    <TreeSelect
      {...props}
      treeData={toNodes(buildTree(menus.data ?? []))}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={t('sys-menu.rootHint')}
      style={{ width: '100%' }}
    />
  )
}
