import { z } from 'zod'
import { Column, col } from '../column.ts'
import { entity } from '../entity.ts'
import { Id } from '../numbers.ts'
import { Password } from '../password.ts'

/** A mainland mobile number as the shop's front end sends it: 11 digits, starting with 1. */
export const MobilePhone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, 'mobile')

const mobile = (comment: string) =>
  new Column<typeof MobilePhone, false, 'string'>(MobilePhone, { kind: 'string', comment, length: 11 })

/** The shop's customers: they sign in to the app realm (`/app/*`), never to the console. */
export const UserInfo = entity('user_info', 'UserInfoEntity', {
  unionid: col.string(100, '微信unionid').nullable().with({ unique: true }),
  avatarUrl: col.string(500, '头像').nullable(),
  nickName: col.string(100, '昵称').nullable(),
  phone: mobile('手机号').nullable().with({ unique: true }),
  gender: col.choice('性别', ['未知', '男', '女']).default(0),
  status: col.choice('状态', ['禁用', '正常', '已注销']).default(1),
  loginType: col.choice('登录方式', ['小程序', '公众号', 'H5']).default(0),
  password: col.string(255, '密码').nullable().with({ secret: true }),
  /** raised at every password change, status change away from normal and log-off: old tokens stop */
  passwordV: col.int('密码版本').default(1).with({ serverOnly: true }),
  description: col.text('介绍').nullable(),
  /** the channel the user came from, as free text ("H5 campaign") */
  source: col.string(100, '来源').nullable(),
  /** exact money; changed only through `adjustBalance`, never below zero */
  balance: col.decimal(12, 2, '余额').default('0.00').with({ serverOnly: true }),
})

/** An app user's delivery addresses: exactly one of a user's is the default. */
export const UserAddress = entity('user_address', 'UserAddressEntity', {
  userId: col.int('用户ID'),
  contact: col.string(50, '联系人'),
  phone: mobile('手机号'),
  province: col.string(50, '省'),
  city: col.string(50, '市'),
  district: col.string(50, '区'),
  address: col.string(200, '详细地址'),
  isDefault: col.boolean('是否默认').default(false),
})

/** Each change of an app user's balance: who made it, by how much, why, and the balance after. */
export const UserBalanceLog = entity('user_balance_log', 'UserBalanceLogEntity', {
  userId: col.int('用户ID'),
  amount: col.decimal(12, 2, '变动金额'),
  balance: col.decimal(12, 2, '变动后余额'),
  reason: col.string(200, '原因'),
  /** the administrator who made it */
  operatorId: col.int('操作人ID').nullable(),
})

/** `admin/user/info/add` and `update`: a password is set in clear text, stored hashed, never read back. */
export const AppUserAdd = UserInfo.add.extend({ password: Password.optional() })
export const AppUserUpdate = UserInfo.update.extend({ password: Password.optional() })

/** `admin/user/info/adjustBalance`: a signed amount (`"-5.00"`), and why. */
export const BalanceAdjust = z.object({
  id: Id,
  amount: UserBalanceLog.columns.amount.schema,
  reason: z.string().trim().min(1).max(200),
})

// the app realm's calls (`/app/user/...`)

export const AppCaptcha = z.object({ captchaId: z.string().max(100), verifyCode: z.string().max(20) })
export const SmsCodeQuery = z.object({ phone: MobilePhone })
export const AppRegister = z.object({
  phone: MobilePhone,
  password: Password,
  smsCode: z.string().trim().min(4).max(8),
  ...AppCaptcha.shape,
  nickName: z.string().trim().min(1).max(100).optional(),
})
export const AppPasswordLogin = z.object({
  phone: MobilePhone,
  password: z.string().min(1).max(100),
  captchaId: z.string().max(100).optional(),
  verifyCode: z.string().max(20).optional(),
})
export const AppRefresh = z.object({ refreshToken: z.string().min(1).max(4096) })
export const AppPersonUpdate = UserInfo.update.pick({ nickName: true, avatarUrl: true, gender: true })
export const AppPasswordUpdate = z.object({ oldPassword: z.string().min(1).max(100), newPassword: Password })
export const AddressAdd = UserAddress.add.omit({ userId: true })
export const AddressUpdate = UserAddress.update.omit({ userId: true })
