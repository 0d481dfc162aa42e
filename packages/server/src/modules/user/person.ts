import { AppPasswordUpdate, AppPersonUpdate, UserInfo } from '@backroom/contract'
import {
  type AppContext,
  checkPassword,
  fail,
  failOn,
  hashPassword,
  nowIso,
  PasswordThrottle,
  type RouteGroup,
  readRow,
  route,
} from '../../platform.ts'
import { messages } from './messages.ts'

/**
 * What a signed-in app user does with their own account: read it, change their name, avatar and
 * gender, change their password (every session ends, new tokens come back), and log off for good
 * (status cancelled, sessions ended, phone and unionid freed so the number can register again;
 * the row stays for their orders).
 */
export function personRoutes(ctx: AppContext): RouteGroup {
  const throttle = new PasswordThrottle(ctx.cache, ctx.config.login)
  const me = async (userId: number) => {
    const row = await ctx.db.selectFrom('user_info').selectAll().where('id', '=', userId).executeTakeFirst()
    if (!row) throw fail('notExist')
    return row
  }
  return {
    prefix: '/app/user/info',
    description: { 'zh-cn': '我的账号', 'zh-tw': '我的帳號', en: 'My account' },
    routes: [
      route({
        method: 'GET',
        action: 'person',
        access: 'app',
        summary: { 'zh-cn': '个人信息', 'zh-tw': '個人資訊', en: 'My profile' },
        async handler({ appUser }) {
          const { passwordV: _, ...shown } = readRow<Record<string, unknown>>(
            UserInfo,
            await me(appUser!.userId),
          )
          return shown
        },
      }),
      route({
        method: 'POST',
        action: 'updatePerson',
        access: 'app',
        summary: { 'zh-cn': '修改个人信息', 'zh-tw': '修改個人資訊', en: 'Update my profile' },
        body: AppPersonUpdate,
        async handler({ body, appUser }) {
          const { nickName, avatarUrl, gender } = body
          await ctx.db
            .updateTable('user_info')
            .set({ nickName, avatarUrl, gender, updateTime: nowIso() })
            .where('id', '=', appUser!.userId)
            .execute()
        },
      }),
      route({
        method: 'POST',
        action: 'updatePassword',
        access: 'app',
        summary: { 'zh-cn': '修改密码', 'zh-tw': '修改密碼', en: 'Change my password' },
        body: AppPasswordUpdate,
        async handler({ body, appUser, ip }) {
          const user = await me(appUser!.userId)
          const who = `app:${user.phone ?? user.id}`
          if (await throttle.blocked(who, ip))
            throw fail(messages.loginThrottled, { minutes: throttle.minutes })
          if (!user.password || !(await checkPassword(user.password, body.oldPassword))) {
            await throttle.failed(who, ip)
            throw failOn(messages.oldPasswordWrong, { field: 'oldPassword' })
          }
          await throttle.succeeded(who, ip)
          const passwordV = user.passwordV + 1
          await ctx.db
            .updateTable('user_info')
            .set({ password: await hashPassword(body.newPassword), passwordV, updateTime: nowIso() })
            .where('id', '=', user.id)
            .execute()
          await ctx.appRealm.endSessions(user.id)
          return ctx.appRealm.signIn(user.id, passwordV)
        },
      }),
      route({
        method: 'POST',
        action: 'logoff',
        access: 'app',
        summary: { 'zh-cn': '注销账号', 'zh-tw': '註銷帳號', en: 'Close my account' },
        async handler({ appUser }) {
          const user = await me(appUser!.userId)
          await ctx.db
            .updateTable('user_info')
            .set({
              status: 2,
              phone: null,
              unionid: null,
              passwordV: user.passwordV + 1,
              updateTime: nowIso(),
            })
            .where('id', '=', user.id)
            .execute()
          await ctx.appRealm.endSessions(user.id)
        },
      }),
    ],
  }
}
