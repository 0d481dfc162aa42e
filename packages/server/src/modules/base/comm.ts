import { PersonUpdate, SysMenu, SysUser } from '@backroom/contract'
import type { Updateable } from 'kysely'
import {
  type AppContext,
  checkPassword,
  fail,
  hashPassword,
  nowIso,
  PasswordThrottle,
  type RouteGroup,
  readRow,
  route,
  type Tables,
} from '../../platform.ts'
import { withAncestors } from './authority.ts'
import { messages } from './messages.ts'
import { uploadFile, uploadMode } from './upload.ts'

/** The profile's fields that may hold seeded texts. */
const PERSON_SEEDED = ['name', 'nickName', 'remark']

/** What every signed-in user may call: their profile, their menus, sign-out, uploads. */
export function commRoutes(ctx: AppContext): RouteGroup {
  const { db } = ctx
  const permMenus = new Map<string, unknown>()
  const throttle = new PasswordThrottle(ctx.cache, ctx.config.login)
  return {
    prefix: '/admin/base/comm',
    description: { 'zh-cn': '通用接口', 'zh-tw': '通用介面', en: 'Common API' },
    routes: [
      route({
        method: 'GET',
        action: 'person',
        access: 'session',
        summary: { 'zh-cn': '个人信息', 'zh-tw': '個人資料', en: 'Profile' },
        async handler({ admin, lang }) {
          const row = await db
            .selectFrom('base_sys_user')
            .selectAll()
            .where('id', '=', admin.userId)
            .executeTakeFirst()
          // the seeded administrator's names in the caller's language, as the users page shows them
          return row ? ctx.registry.withSeedTexts(readRow(SysUser, row), PERSON_SEEDED, lang) : undefined
        },
      }),
      route({
        method: 'POST',
        action: 'personUpdate',
        access: 'session',
        summary: { 'zh-cn': '修改个人信息', 'zh-tw': '修改個人資料', en: 'Update the profile' },
        body: PersonUpdate,
        async handler({ body, admin, ip }) {
          const { password, oldPassword, ...profile } = body
          const values: Updateable<Tables['base_sys_user']> = { ...profile, updateTime: nowIso() }
          if (password) {
            if (await throttle.blocked(admin.username, ip))
              throw fail(messages.passwordThrottled, { minutes: throttle.minutes })
            const user = await db
              .selectFrom('base_sys_user')
              .select(['password', 'passwordV'])
              .where('id', '=', admin.userId)
              .executeTakeFirst()
            if (!user) throw fail(messages.userNotFound)
            if (!(await checkPassword(user.password as string, oldPassword ?? ''))) {
              await throttle.failed(admin.username, ip)
              throw fail(messages.oldPasswordWrong)
            }
            await throttle.succeeded(admin.username, ip)
            values.password = await hashPassword(password)
            values.passwordV = user.passwordV + 1
          }
          await db.updateTable('base_sys_user').set(values).where('id', '=', admin.userId).execute()
          if (password) await ctx.access.invalidate()
        },
      }),
      route({
        method: 'GET',
        action: 'permmenu',
        access: 'session',
        summary: { 'zh-cn': '权限与菜单', 'zh-tw': '權限與選單', en: 'Permissions and menus' },
        async handler({ admin, lang }) {
          // a function of user, language and authorisation epoch, so an instance may keep it
          const key = `${admin.userId}:${lang}:${admin.epoch}`
          const known = permMenus.get(key)
          if (known) return known
          let q = db.selectFrom('base_sys_menu').selectAll()
          // every page's route, so that the console tells "not yours" (403) from "no such page" (404)
          const routes = (
            await db.selectFrom('base_sys_menu').select('router').where('type', '!=', 2).execute()
          )
            .map((m) => m.router)
            .filter((r): r is string => !!r)
          if (!admin.isSuper) {
            const granted = await db
              .selectFrom('base_sys_role_menu')
              .select('menuId')
              .where('roleId', 'in', admin.roleIds.length ? admin.roleIds : [-1])
              .execute()
            const ids = await withAncestors(
              db,
              granted.map((g) => g.menuId),
            )
            q = q.where('id', 'in', ids.length ? ids : [-1])
          }
          const menus = (await q.orderBy('orderNum', 'asc').orderBy('id', 'asc').execute()).map((m) => {
            const row = readRow<{ name: string }>(SysMenu, m)
            return { ...row, name: ctx.registry.seedText(row.name, lang) }
          })
          const answer = { perms: [...admin.perms].sort(), menus, routes }
          if (permMenus.size >= 1000) permMenus.clear()
          permMenus.set(key, answer)
          return answer
        },
      }),
      route({
        method: 'POST',
        action: 'logout',
        access: 'session',
        summary: { 'zh-cn': '退出', 'zh-tw': '登出', en: 'Sign out' },
        handler: ({ admin }) => ctx.access.revoke(admin.sid),
      }),
      route({
        method: 'GET',
        action: 'program',
        access: 'public',
        summary: { 'zh-cn': '编程语言', 'zh-tw': '程式語言', en: 'Programming language' },
        handler: () => 'Node',
      }),
      route({
        method: 'GET',
        action: 'uploadMode',
        access: 'session',
        summary: { 'zh-cn': '文件上传模式', 'zh-tw': '檔案上傳模式', en: 'Upload mode' },
        handler: () => uploadMode(ctx),
      }),
      route({
        method: 'POST',
        action: 'upload',
        access: 'session',
        summary: { 'zh-cn': '文件上传', 'zh-tw': '檔案上傳', en: 'Upload a file' },
        rawBody: true,
        handler: (req) => uploadFile(ctx, req),
      }),
    ],
  }
}
