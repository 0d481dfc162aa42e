import { TreeSelect } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WidgetProps } from '../types'
import type { TreeNode } from './build-tree'

type Node = TreeNode<{ id: number; name: string; parentId?: number | null }>

/**
 * A form widget choosing one node of a tree (a parent): `useTree` gives the page's current tree,
 * e.g. from a context the page provides. The node being edited cannot be its own parent, so the
 * caller may leave it out of the tree. `placeholder` is a translation key (e.g. what an empty
 * parent means).
 */
export function treeSelectField(
  useTree: () => Node[],
  placeholder = 'crud.selectPlaceholder',
  /** a long tree (menus) opens folded, so the list's top levels all show */
  { expandAll = true } = {},
) {
  return function TreeSelectField(props: WidgetProps<number | null>) {
    const { t } = useTranslation()
    return (
      <TreeSelect
        {...props}
        treeData={useTree()}
        fieldNames={{ label: 'name', value: 'id', children: 'children' }}
        placeholder={t(placeholder)}
        style={{ width: '100%' }}
        allowClear
        treeDefaultExpandAll={expandAll}
        showSearch
        treeNodeFilterProp="name"
      />
    )
  }
}
