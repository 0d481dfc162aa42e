import { CaptchaQuery, LoginBody, ParamKey, RefreshQuery, SysUser } from '@backroom/contract'
import { checkPassword, hashPassword } from '../../core/auth/password.ts'
import type { AppContext } from '../../core/context.ts'
import { buildEps } from '../../core/eps.ts'
import { route } from '../../core/http/api.ts'
import { fail } from '../../core/http/errors.ts'
import { paramPage } from './param.ts'

const CAPTCHAS_PER_MINUTE = 120

/** Sign-in with captcha and throttling; token refresh; the EPS catalogue; public rich-text pages. */
export function openRoutes(ctx: AppContext) {
  const { cache, config } = ctx
  const window = config.login.windowSeconds
  let eps: unknown
  /** spent on unknown users too, so that timing does not tell which usernames exist */
  let decoyHash: Promise<string> | undefined

  async function throttled(userKey: string, ipKey: string) {
    const [user, ip] = (await cache.getMany([userKey, ipKey])) as (number | undefined)[]
    return (user ?? 0) >= config.login.maxFailsPerUser || (ip ?? 0) >= config.login.maxFailsPerIp
  }

  ctx.registry.addController({
    module: 'base',
    prefix: '/admin/base/open',
    description: '开放接口',
    routes: [
      route({
        method: 'GET',
        action: 'captcha',
        access: 'public',
        summary: '验证码',
        query: CaptchaQuery,
        async handler({ query, ip }) {
          // each captcha holds memory for 30 minutes: bound how fast one address can ask
          if ((await cache.incr(`captcha:rate:${ip}`, 60)) > CAPTCHAS_PER_MINUTE)
            throw fail('tooManyRequests')
          return ctx.captcha.create(query)
        },
      }),
      route({
        method: 'POST',
        action: 'login',
        access: 'public',
        summary: '登录',
        body: LoginBody,
        async handler({ body, ip }) {
          const captchaOk = await ctx.captcha.check(body.captchaId, body.verifyCode)
          const userKey = `login:fail:user:${body.username.toLowerCase()}`
          const ipKey = `login:fail:ip:${ip}`
          if (await throttled(userKey, ipKey))
            throw fail('loginThrottled', { minutes: Math.ceil(window / 60) })
          if (!captchaOk) throw fail('captchaWrong')
          const user = await ctx.db
            .selectFrom('base_sys_user')
            .select(['id', 'password', 'status'])
            .where('username', '=', body.username)
            .executeTakeFirst()
          decoyHash ??= hashPassword('decoy-password')
          const ok = await checkPassword((user?.password as string) ?? (await decoyHash), body.password)
          if (!user || !ok || user.status !== 1) {
            await Promise.all([cache.incr(userKey, window), cache.incr(ipKey, window)])
            throw fail('loginWrong')
          }
          const authority = await ctx.access.authority(user.id as number)
          if (!authority || authority.roleIds.length === 0) throw fail('loginNoRole')
          await cache.del(userKey)
          return ctx.access.signIn(authority)
        },
      }),
      route({
        method: 'GET',
        action: 'refreshToken',
        access: 'public',
        summary: '刷新token',
        query: RefreshQuery,
        handler: ({ query }) => ctx.access.refresh(query.refreshToken),
      }),
      route({
        method: 'GET',
        action: 'eps',
        access: 'public',
        summary: '实体信息与路径',
        handler({ admin }) {
          if (!admin && !config.epsPublic) return {}
          eps ??= buildEps(ctx.registry.controllers)
          return eps
        },
      }),
      route({
        method: 'GET',
        action: 'html',
        access: 'public',
        summary: '获得网页内容的参数值',
        query: ParamKey,
        rawReply: true,
        handler: ({ query, reply }) => paramPage(ctx, query.key, reply, true),
      }),
    ],
  })
  ctx.registry.addEntity(SysUser)
}
