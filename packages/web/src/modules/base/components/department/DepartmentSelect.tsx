import { treeSelectField } from '../../../../crud'
import { useDepartments } from './use-departments'

/** Picks one department from the tree of those the user may see. */
export const DepartmentSelect = treeSelectField(() => useDepartments().tree)
