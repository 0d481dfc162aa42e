import { useState } from 'react'
import { TreePanel } from '../../../../crud'
import { departmentResource } from '../../resources/department'
import { userApi } from '../../resources/endpoints'
import { DeleteDepartmentDialog } from './DeleteDepartmentDialog'
import { useDepartmentChanges } from './use-department-changes'
import { type Department, useDepartments } from './use-departments'
import './department-tree.css'

interface Props {
  selected?: number
  onSelect(department: Department): void
}

/** The department tree of the users screen: the kit's tree panel, whose delete also decides the users' fate. */
export function DepartmentTree({ selected, onSelect }: Props) {
  const { rows, loading } = useDepartments()
  const [deleting, setDeleting] = useState<Department>()
  const changes = useDepartmentChanges()
  return (
    <>
      <TreePanel<Department>
        className="department-tree"
        resource={departmentResource}
        title="sys-department.tree"
        texts={{
          add: 'sys-department.add',
          addChild: 'sys-department.addChild',
          search: 'sys-department.search',
        }}
        rows={rows}
        loading={loading}
        selected={selected}
        onSelect={(d) => d && onSelect(d)}
        onDelete={setDeleting}
        alsoRefresh={[userApi.prefix]}
      />
      <DeleteDepartmentDialog
        department={deleting}
        busy={changes.busy}
        onCancel={() => setDeleting(undefined)}
        onDelete={(deleteUser) =>
          deleting && changes.remove(deleting.id, deleteUser).then(() => setDeleting(undefined))
        }
      />
    </>
  )
}
