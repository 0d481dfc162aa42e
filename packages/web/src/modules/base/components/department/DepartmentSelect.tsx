import { TreeSelect } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WidgetProps } from '../../../../crud'
import { toTreeData, useDepartments } from './use-departments'

/** Picks one department from the tree of those the user may see. */
export function DepartmentSelect(props: WidgetProps<number | null>) {
  const { t } = useTranslation()
  const { tree } = useDepartments()
  return (
    <TreeSelect
      {...props}
      treeData={toTreeData(tree)}
      treeDefaultExpandAll
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={t('crud.selectPlaceholder')}
      style={{ width: '100%' }}
    />
  )
}
