import { Form, Spin, Tree } from 'antd'
import type { WidgetProps } from '../../../../crud'
import { toTreeData, useDepartments } from '../department/use-departments'
import './check-tree.css'

/**
 * A role's data permission: the departments whose users it may see. With `relevance` on, a
 * department brings its sub-departments, and checking one checks those below it.
 */
export function DepartmentCheckTree({ value = [], onChange, disabled }: WidgetProps<number[]>) {
  const relevance = Form.useWatch('relevance', Form.useFormInstance()) === true
  const { tree, loading } = useDepartments()
  return (
    <Spin spinning={loading}>
      <div className="check-tree">
        <Tree
          checkable
          defaultExpandAll
          key={tree.length}
          disabled={disabled}
          selectable={false}
          checkStrictly={!relevance}
          treeData={toTreeData(tree)}
          checkedKeys={value}
          onCheck={(checked) => onChange?.((Array.isArray(checked) ? checked : checked.checked) as number[])}
        />
      </div>
    </Spin>
  )
}
