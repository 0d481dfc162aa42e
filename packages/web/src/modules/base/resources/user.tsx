import { SysUser, UserAdd, UserUpdate } from '@backroom/contract'
import { defineResource } from '../../../crud'
import { DepartmentSelect } from '../components/department/DepartmentSelect'
import { RoleSelect } from '../components/user/RoleSelect'
import { StatusCell } from '../components/user/StatusSwitch'
import { UserAvatar } from '../components/user/UserAvatar'

export const USER_STATUS = [
  { value: 1, label: 'sys-user.status.enabled', color: 'success' },
  { value: 0, label: 'sys-user.status.disabled', color: 'error' },
] as const

/**
 * Console users. Passwords never come back from the server: a new user may get
 * one, an existing user's is reset apart, and imported users get none until it is set.
 */
export const userResource = defineResource({
  prefix: '/admin/base/sys/user',
  entity: SysUser,
  addSchema: UserAdd,
  updateSchema: UserUpdate,
  area: 'sys-user',
  title: 'sys-user.title',
  fields: [
    { name: 'headImg', table: { width: 70, render: (v) => <UserAvatar src={v} /> }, form: false },
    { name: 'username', table: { width: 140, sortable: true }, form: { span: 12 } },
    { name: 'name', table: { width: 120, sortable: true }, form: { span: 12 } },
    { name: 'nickName', table: { width: 120 }, form: { span: 12 } },
    {
      name: 'password',
      table: false,
      importable: false,
      form: { span: 12, widget: 'password', only: 'add', extra: 'sys-user.passwordHint' },
    },
    {
      name: 'departmentId',
      table: false,
      importable: false,
      form: { span: 12, widget: DepartmentSelect, perm: 'base:sys:department:list' },
    },
    {
      name: 'roleIdList',
      table: false,
      importable: false,
      form: { span: 12, widget: RoleSelect, perm: 'base:sys:role:list' },
    },
    { name: 'departmentName', table: { width: 130 } },
    { name: 'roleName', table: { width: 140 } },
    { name: 'phone', table: { width: 130 }, form: { span: 12 } },
    { name: 'email', table: { width: 180 }, form: { span: 12 } },
    {
      name: 'status',
      options: USER_STATUS,
      table: { width: 100, render: (_, row) => <StatusCell row={row} /> },
      form: { widget: 'radio' },
    },
    { name: 'remark', table: { width: 160, hidden: true }, form: { widget: 'textarea' } },
    { name: 'createTime', table: { sortable: true } },
  ],
})
