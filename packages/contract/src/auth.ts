import { z } from 'zod'
import { col } from './column.ts'
import type { SysMenu, SysUser } from './entities/base.ts'
import type { RowOf } from './entity.ts'
import { intBetween } from './numbers.ts'
import { Password } from './password.ts'

export const CaptchaQuery = z.object({
  width: intBetween(60, 600).default(150),
  height: intBetween(20, 200).default(50),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/)
    .optional(),
})
export interface Captcha {
  captchaId: string
  /** `data:image/svg+xml;base64,...` */
  data: string
}

export const LoginBody = z.object({
  username: z.string().trim().min(1).max(100),
  // length is not checked here: a wrong password must not reveal the rules
  password: z.string().min(1).max(200),
  captchaId: z.string().min(1).max(100),
  verifyCode: z.union([z.string(), z.number()]).transform(String),
})

export interface Tokens {
  token: string
  /** seconds */
  expire: number
  refreshToken: string
  refreshExpire: number
}

export const RefreshQuery = z.object({ refreshToken: z.string().min(1).max(4000) })

/** personUpdate: profile fields only; a new password needs the old one */
export const PersonUpdate = z
  .object({
    name: z.string().trim().max(100).nullable().optional(),
    nickName: z.string().trim().min(1).max(100).optional(),
    headImg: z.string().trim().max(500).nullable().optional(),
    phone: col.phone('手机').schema.nullable().optional(),
    email: col.email(100, '邮箱').schema.nullable().optional(),
    remark: z.string().trim().max(500).nullable().optional(),
    password: z.union([Password, z.literal('')]).optional(),
    oldPassword: z.string().max(200).optional(),
  })
  .refine((v) => !v.password || !!v.oldPassword, { path: ['oldPassword'], message: 'required' })

export type Person = Omit<RowOf<typeof SysUser>, 'password'>
export type Menu = RowOf<typeof SysMenu>
export interface PermMenu {
  perms: string[]
  menus: Menu[]
  /** Backroom's addition: the routes of every menu, also those the user may not open */
  routes?: string[]
}
