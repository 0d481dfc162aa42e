import { treeSelectField, type WidgetProps } from '../../../../crud'
import { useDepartments } from './use-departments'

const Select = treeSelectField(() => useDepartments().tree)

/** Picks one department from the tree of those the user may see. */
export function DepartmentSelect(props: WidgetProps<number | null>) {
  return <Select {...props} />
}
