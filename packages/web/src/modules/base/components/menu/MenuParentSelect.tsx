import { type Menu, MenuType } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { buildTree, type TreeNode, treeSelectField, type WidgetProps } from '../../../../crud'
import { api } from '../../../../shell'
import { menuApi } from '../../resources/endpoints'

const withoutButtons = (list: TreeNode<Menu>[]): TreeNode<Menu>[] =>
  list
    .filter((m) => m.type !== MenuType.button)
    .map(({ children, ...m }) => {
      const kept = children ? withoutButtons(children) : []
      return kept.length ? { ...m, children: kept } : m
    })

/** The menus that can hold others: directories and pages (buttons hold nothing). */
function useMenuParents() {
  const menus = useQuery({
    queryKey: [menuApi.prefix, 'list', {}],
    queryFn: () => api.post<Menu[]>(menuApi.url('list'), {}),
  })
  return withoutButtons(buildTree(menus.data ?? []))
}

const Select = treeSelectField(useMenuParents, 'sys-menu.rootHint', { expandAll: false })

/** The parent of a menu; left empty, a top-level menu. */
export function MenuParentSelect(props: WidgetProps<number | null>) {
  return <Select {...props} />
}
