import { randomBytes } from 'node:crypto'
import { AppPasswordLogin, AppRefresh, AppRegister, CaptchaQuery, SmsCodeQuery } from '@backroom/contract'
import {
  type AppContext,
  checkPassword,
  type Db,
  fail,
  failOn,
  hashPassword,
  nowIso,
  PasswordThrottle,
  type RouteGroup,
  route,
} from '../../platform.ts'
import { messages } from './messages.ts'
import { SmsCodes } from './sms.ts'

/** after this many wrong passwords for a phone from one address, the sign-in asks for a captcha */
const CAPTCHA_AFTER = 2
/** What follows a new app user's row, in its transaction (the `user.created` event). */
export type Created = (trx: Db, userId: number) => Promise<void>

/** throttle counters of app accounts, apart from the console's usernames */
const account = (phone: string) => `app:${phone}`

/**
 * How app users get in: a captcha, a text-message code, registering with both, signing in by
 * phone and password (a captcha after failed tries, the same answer whether or not the phone is
 * registered), and trading a refresh token. Sign-in failures are throttled as administrators' are.
 */
export function loginRoutes(ctx: AppContext, created: Created): RouteGroup {
  const throttle = new PasswordThrottle(ctx.cache, ctx.config.login)
  const sms = new SmsCodes(ctx)
  /** checked for unknown phones and users without a password, so that timing tells nothing */
  const decoyHash = hashPassword(randomBytes(12).toString('base64url'))
  return {
    prefix: '/app/user/login',
    description: { 'zh-cn': '用户登录', 'zh-tw': '使用者登入', en: 'App sign-in' },
    routes: [
      route({
        method: 'GET',
        action: 'captcha',
        access: 'public',
        summary: { 'zh-cn': '图片验证码', 'zh-tw': '圖片驗證碼', en: 'Picture captcha' },
        query: CaptchaQuery,
        handler: ({ query, ip }) => ctx.captcha.create(query, ip),
      }),
      route({
        method: 'GET',
        action: 'smsCode',
        access: 'public',
        summary: { 'zh-cn': '发送短信验证码', 'zh-tw': '傳送簡訊驗證碼', en: 'Send a text message code' },
        query: SmsCodeQuery,
        handler: ({ query, ip }) => sms.send(query.phone, ip),
      }),
      route({
        method: 'POST',
        action: 'register',
        access: 'public',
        summary: { 'zh-cn': '注册', 'zh-tw': '註冊', en: 'Register' },
        body: AppRegister,
        async handler({ body }) {
          if (!(await ctx.captcha.check(body.captchaId, body.verifyCode)))
            throw failOn(messages.captchaWrong, { field: 'verifyCode' })
          await sms.check(body.phone, body.smsCode)
          const password = await hashPassword(body.password)
          const id = await ctx.db.transaction().execute(async (trx) => {
            const taken = await trx
              .selectFrom('user_info')
              .select('id')
              .where('phone', '=', body.phone)
              .executeTakeFirst()
            if (taken) throw failOn(messages.phoneRegistered, { field: 'phone' })
            const now = nowIso()
            const row = await trx
              .insertInto('user_info')
              .values({
                phone: body.phone,
                password,
                nickName: body.nickName ?? null,
                loginType: 2,
                status: 1,
                createTime: now,
                updateTime: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
            await created(trx, row.id)
            return row.id
          })
          return ctx.appRealm.signIn(id, 1)
        },
      }),
      route({
        method: 'POST',
        action: 'password',
        access: 'public',
        summary: { 'zh-cn': '密码登录', 'zh-tw': '密碼登入', en: 'Sign in with a password' },
        body: AppPasswordLogin,
        async handler({ body, ip }) {
          const who = account(body.phone)
          if (await throttle.blocked(who, ip))
            throw fail(messages.loginThrottled, { minutes: throttle.minutes })
          if ((await throttle.failures(who, ip)).pair >= CAPTCHA_AFTER) {
            const solved =
              !!body.captchaId && (await ctx.captcha.check(body.captchaId, body.verifyCode ?? ''))
            if (!solved)
              throw failOn(messages.captchaNeeded, { field: 'verifyCode', data: { captcha: true } })
          }
          const user = await ctx.db
            .selectFrom('user_info')
            .select(['id', 'password', 'status', 'passwordV'])
            .where('phone', '=', body.phone)
            .executeTakeFirst()
          const ok = await checkPassword(user?.password ?? (await decoyHash), body.password)
          // one answer, after the same work, for an unknown phone, a wrong password and a user who
          // may not sign in: none of them tells which phones are registered
          if (!user || !ok || user.status !== 1) {
            await throttle.failed(who, ip)
            throw fail(messages.loginWrong)
          }
          await throttle.succeeded(who, ip)
          return ctx.appRealm.signIn(user.id, user.passwordV)
        },
      }),
      route({
        method: 'POST',
        action: 'refreshToken',
        access: 'public',
        summary: { 'zh-cn': '刷新令牌', 'zh-tw': '重新整理權杖', en: 'Refresh the token' },
        body: AppRefresh,
        handler: ({ body }) => ctx.appRealm.refresh(body.refreshToken),
      }),
    ],
  }
}
