import { toLanguage } from '@backroom/contract'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { AppError } from './errors.ts'
import { checkQueryString } from './text.ts'

/** Each request's language and safe headers; a route's access checked before its handler runs. */
export function registerGuard(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (req, reply) => {
    req.lang = toLanguage(req.headers.language)
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin')
    const access = req.routeOptions.config?.access
    if (!access) return
    checkQueryString(req.url)
    const token = req.headers.authorization
    if (access === 'app') {
      req.appUser = await ctx.appRealm.authenticate(token)
      return
    }
    if (access === 'public') {
      // who calls an open route, when a valid token says so: an app user on `/app`, else an administrator
      if (token && req.url.startsWith('/app/'))
        req.appUser = await ctx.appRealm.authenticate(token).catch(() => undefined)
      else if (token) req.admin = await ctx.access.authenticate(token).catch(() => undefined)
      return
    }
    req.admin = await ctx.access.authenticate(token)
    if (access !== 'session' && !req.admin.isSuper && !req.admin.perms.has(access.perm)) {
      throw new AppError('forbidden', undefined, 403)
    }
  })
}
