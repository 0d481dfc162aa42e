import { SysDepartment } from '@backroom/contract'
import { defineResource } from '../../../crud'
import { DepartmentSelect } from '../components/department/DepartmentSelect'
import { departmentApi } from './endpoints'

/** Departments: a tree by parentId; what a non-super-admin sees is their data scope. */
export const departmentResource = defineResource({
  prefix: departmentApi.prefix,
  entity: SysDepartment,
  area: 'sys-department',
  title: 'sys-department.title',
  fields: [{ name: 'name' }, { name: 'parentId', form: { widget: DepartmentSelect } }, { name: 'orderNum' }],
})
