import { SysUser, UserAdd, UserUpdate } from '@backroom/contract'
import { defineResource, ImageUpload, type WidgetProps } from '../../../crud'
import { DepartmentSelect } from '../components/department/DepartmentSelect'
import { importDepartments, importRoles } from '../components/user/import-lookups'
import { RoleSelect } from '../components/user/RoleSelect'
import { StatusCell, USER_STATUS } from '../components/user/StatusSwitch'
import { UserAvatar } from '../components/user/UserAvatar'
import { UsernameCell } from '../components/user/UsernameCell'
import { userApi } from './endpoints'

const RoundImage = (props: WidgetProps<string | null>) => <ImageUpload {...props} round />

/**
 * Console users. Passwords never come back from the server: a new user may get
 * one, an existing user's is reset apart, and imported users get none until it is set; the list
 * marks users without one. An imported file names departments by path and roles by label.
 */
export const userResource = defineResource({
  prefix: userApi.prefix,
  entity: SysUser,
  addSchema: UserAdd,
  updateSchema: UserUpdate,
  area: 'sys-user',
  title: 'sys-user.title',
  importNotes: ['sys-user.import.passwords', 'sys-user.import.department', 'sys-user.import.roles'],
  fields: [
    {
      name: 'headImg',
      table: { width: 60, hidden: true, render: (v) => <UserAvatar src={v} /> },
      form: { widget: RoundImage },
    },
    { name: 'name', table: { width: 76, sortable: true }, form: { span: 12 } },
    {
      name: 'username',
      table: { width: 100, sortable: true, render: (_, row) => <UsernameCell row={row} /> },
      form: { span: 12 },
    },
    { name: 'nickName', table: { width: 76 }, form: { span: 12 } },
    {
      name: 'password',
      table: false,
      importable: false,
      form: { span: 12, widget: 'password', only: 'add', extra: 'sys-user.passwordHint' },
    },
    {
      name: 'departmentId',
      table: false,
      importable: importDepartments,
      form: { span: 12, widget: DepartmentSelect, perm: 'base:sys:department:list' },
    },
    {
      name: 'roleIdList',
      table: false,
      importable: importRoles,
      form: { span: 12, widget: RoleSelect, perm: 'base:sys:role:list' },
    },
    { name: 'departmentName', table: { width: 76 } },
    { name: 'roleName', table: { width: 70 } },
    { name: 'phone', table: { width: 96 }, form: { span: 12 } },
    { name: 'email', table: { width: 180, hidden: true }, form: { span: 12 } },
    {
      name: 'status',
      options: USER_STATUS,
      table: { width: 60, render: (_, row) => <StatusCell row={row} /> },
      form: { widget: 'radio' },
    },
    { name: 'remark', table: { width: 160, hidden: true }, form: { widget: 'textarea' } },
    { name: 'createTime', table: { width: 168, sortable: true } },
  ],
})
