import { randomBytes } from 'node:crypto'
import { CaptchaQuery, type Language, LoginBody, ParamKey, RefreshQuery } from '@backroom/contract'
import {
  type AppContext,
  buildEps,
  checkPassword,
  fail,
  hashPassword,
  PasswordThrottle,
  type RouteGroup,
  route,
} from '../../platform.ts'
import { messages } from './messages.ts'
import { paramPage } from './param.ts'

/** Sign-in with captcha and throttling; token refresh; the EPS catalogue; public rich-text pages. */
export function openRoutes(ctx: AppContext): RouteGroup {
  const { config } = ctx
  const throttle = new PasswordThrottle(ctx.cache, ctx.config.login)
  /** the catalogue in each language asked for */
  const eps = new Map<Language, unknown>()
  /** checked for unknown users and users without a password, so that timing tells nothing */
  const decoyHash = hashPassword(randomBytes(12).toString('base64url'))

  return {
    prefix: '/admin/base/open',
    description: { 'zh-cn': '开放接口', 'zh-tw': '開放介面', en: 'Open API' },
    routes: [
      route({
        method: 'GET',
        action: 'captcha',
        access: 'public',
        summary: { 'zh-cn': '验证码', 'zh-tw': '驗證碼', en: 'Captcha' },
        query: CaptchaQuery,
        handler: ({ query, ip }) => ctx.captcha.create(query, ip),
      }),
      route({
        method: 'POST',
        action: 'login',
        access: 'public',
        summary: { 'zh-cn': '登录', 'zh-tw': '登入', en: 'Sign in' },
        body: LoginBody,
        async handler({ body, ip }) {
          const captchaOk = await ctx.captcha.check(body.captchaId, body.verifyCode)
          if (await throttle.blocked(body.username, ip))
            throw fail(messages.loginThrottled, { minutes: throttle.minutes })
          if (!captchaOk) throw fail(messages.captchaWrong)
          const user = await ctx.db
            .selectFrom('base_sys_user as u')
            .select(['u.id', 'u.password', 'u.status'])
            .select((eb) =>
              eb
                .selectFrom('base_sys_user_role as ur')
                .select((e) => e.fn.countAll().as('n'))
                .whereRef('ur.userId', '=', 'u.id')
                .as('roles'),
            )
            .where('u.username', '=', body.username)
            .executeTakeFirst()
          const ok = await checkPassword(user?.password ?? (await decoyHash), body.password)
          // one answer, after the same work, for an unknown user, a wrong password, a disabled
          // account and an account without roles: none of them tells which accounts exist
          if (!user || !ok || user.status !== 1 || !Number(user.roles)) {
            await throttle.failed(body.username, ip)
            throw fail(messages.loginWrong)
          }
          const authority = await ctx.access.authority(user.id)
          if (!authority) throw fail(messages.loginWrong)
          await throttle.succeeded(body.username, ip)
          return ctx.access.signIn(authority)
        },
      }),
      route({
        method: 'GET',
        action: 'refreshToken',
        access: 'public',
        summary: { 'zh-cn': '刷新token', 'zh-tw': '更新 token', en: 'Refresh the token' },
        query: RefreshQuery,
        handler: ({ query }) => ctx.access.refresh(query.refreshToken),
      }),
      route({
        method: 'GET',
        action: 'eps',
        access: 'public',
        summary: { 'zh-cn': '实体信息与路径', 'zh-tw': '實體資訊與路徑', en: 'Entities and routes' },
        handler({ admin, lang }) {
          if (!admin && !config.epsPublic) return {}
          if (!eps.has(lang)) eps.set(lang, buildEps(adminControllers(ctx), lang))
          return eps.get(lang)
        },
      }),
      route({
        method: 'GET',
        action: 'html',
        access: 'public',
        summary: {
          'zh-cn': '获得网页内容的参数值',
          'zh-tw': '取得網頁內容的參數值',
          en: 'A rich-text parameter as a web page',
        },
        query: ParamKey,
        rawReply: true,
        handler: ({ query, reply }) => paramPage(ctx, query.key, reply, true),
      }),
    ],
  }
}

/** The console's controllers: the app realm's have a catalogue of their own (`/app/base/comm/eps`). */
const adminControllers = (ctx: AppContext) =>
  ctx.registry.controllers.filter((c) => !c.prefix.startsWith('/app/'))
