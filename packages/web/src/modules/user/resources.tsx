import { AppUserAdd, AppUserUpdate, UserAddress, UserInfo } from '@backroom/contract'
import { defineResource } from '../../crud'
import { AvatarCell, RoundImage } from './components/Avatar'
import { DefaultCell } from './components/DefaultCell'
import { RegionCascader } from './components/RegionCascader'
import { ADDRESSES, USERS } from './endpoints'

export const GENDERS = [
  { value: 0, label: 'user.gender.0' },
  { value: 1, label: 'user.gender.1', color: 'blue' },
  { value: 2, label: 'user.gender.2', color: 'magenta' },
] as const
export const STATUSES = [
  { value: 1, label: 'user.status.1', color: 'green' },
  { value: 0, label: 'user.status.0', color: 'red' },
  { value: 2, label: 'user.status.2', color: 'default' },
] as const
export const LOGIN_TYPES = [
  { value: 0, label: 'user.loginType.0', color: 'green' },
  { value: 1, label: 'user.loginType.1', color: 'cyan' },
  { value: 2, label: 'user.loginType.2', color: 'purple' },
] as const

/**
 * The shop's customers. The balance changes only through an adjustment with a reason (the list's
 * "Adjust balance"); a password typed here is stored hashed and never read back.
 */
export const userResource = defineResource({
  prefix: USERS,
  entity: UserInfo,
  addSchema: AppUserAdd,
  updateSchema: AppUserUpdate,
  area: 'user',
  title: 'user.title',
  fields: [
    {
      name: 'avatarUrl',
      table: { width: 64, render: (v) => <AvatarCell src={v} /> },
      form: { widget: RoundImage },
    },
    { name: 'nickName', table: { width: 120 }, form: { span: 12 } },
    { name: 'phone', table: { width: 124 }, form: { span: 12 } },
    {
      name: 'password',
      importable: false,
      form: { span: 12, widget: 'password', extra: 'user.passwordHint' },
    },
    { name: 'gender', options: GENDERS, table: { width: 72 }, form: { span: 12, widget: 'radio' } },
    { name: 'balance', table: { width: 100, sortable: true } },
    { name: 'status', options: STATUSES, table: { width: 80 }, form: { span: 12, widget: 'radio' } },
    { name: 'loginType', options: LOGIN_TYPES, table: { width: 100 }, form: { span: 12, widget: 'select' } },
    { name: 'source', table: { width: 120 }, form: { span: 12 } },
    { name: 'unionid', table: { width: 160, hidden: true }, form: { span: 12 } },
    { name: 'description', table: { width: 200, hidden: true }, form: { widget: 'textarea' } },
    { name: 'createTime', table: { width: 168, sortable: true } },
  ],
})

/**
 * A user's delivery addresses: the region picked in a cascader (its province, city and district
 * names, as the shop's clients send them); exactly one is the default, switched from the list.
 */
export const addressResource = defineResource({
  prefix: ADDRESSES,
  entity: UserAddress,
  area: 'user',
  title: 'user.address',
  fields: [
    { name: 'userId', table: false, form: false, importable: false },
    { name: 'contact', table: { width: 96 }, form: { span: 12 } },
    { name: 'phone', table: { width: 124 }, form: { span: 12 } },
    {
      name: 'province',
      label: 'user.fields.region',
      table: { width: 200, render: (_, row) => [row.province, row.city, row.district].join(' ') },
      form: { widget: RegionCascader },
    },
    { name: 'city', table: false, form: { heldBy: 'province' } },
    { name: 'district', table: false, form: { heldBy: 'province' } },
    { name: 'address', table: { width: 220 }, form: { widget: 'textarea' } },
    {
      name: 'isDefault',
      table: { width: 110, render: (_, row) => <DefaultCell row={row} /> },
      form: { widget: 'switch', only: 'add' },
    },
  ],
})
