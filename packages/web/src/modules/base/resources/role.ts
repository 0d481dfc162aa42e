import { RoleAdd, RoleUpdate, SUPER_ROLE_ID, SysRole } from '@backroom/contract'
import { defineResource } from '../../../crud'
import { DepartmentCheckTree } from '../components/role/DepartmentCheckTree'
import { MenuCheckTree } from '../components/role/MenuCheckTree'

// the super-admin role holds everything: the server keeps no grants for it to edit
const grantsEditable = (v: Record<string, unknown>) => v.id !== SUPER_ROLE_ID

/** Roles: what their holders may do (menus) and whose data they see (departments). */
export const roleResource = defineResource({
  prefix: '/admin/base/sys/role',
  entity: SysRole,
  addSchema: RoleAdd,
  updateSchema: RoleUpdate,
  area: 'sys-role',
  title: 'sys-role.title',
  fields: [
    { name: 'name', table: { width: 160, sortable: true }, form: { span: 12 } },
    { name: 'label', table: { width: 160, sortable: true }, form: { span: 12, extra: 'sys-role.labelHint' } },
    { name: 'remark', table: { width: 240 }, form: { widget: 'textarea' } },
    {
      name: 'menuIdList',
      table: false,
      importable: false,
      form: { span: 12, widget: MenuCheckTree, perm: 'base:sys:menu:list', when: grantsEditable },
    },
    { name: 'relevance', table: { width: 140 }, form: { span: 12, widget: 'switch', when: grantsEditable } },
    {
      name: 'departmentIdList',
      table: false,
      importable: false,
      form: { span: 12, widget: DepartmentCheckTree, perm: 'base:sys:department:list', when: grantsEditable },
    },
    { name: 'createTime', table: { sortable: true } },
    { name: 'updateTime', table: { sortable: true, hidden: true } },
  ],
})
