import { randomUUID } from 'node:crypto'
import { ResultCode } from '@backroom/contract'
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import type { Controller } from '../crud/controller.ts'
import { type ApiRequest, JsonText, type Route } from './api.ts'
import { registerBodyParsers } from './body.ts'
import { registerAppCors } from './cors.ts'
import { registerDocs, toJsonSchema } from './docs.ts'
import { InvalidInput } from './errors.ts'
import { registerGuard } from './guard.ts'
import { maskSecrets } from './mask.ts'
import { replyError } from './reply-error.ts'
import { RequestLog } from './request-log.ts'
import { registerNotFound, registerStatic } from './static.ts'

export function createFastify(config: AppContext['config'], logger: boolean | object) {
  return Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: true }),
    // the built console calls `/api/admin/...` same-origin: serve the very same routes there
    rewriteUrl: (req) => (req.url?.startsWith('/api/') ? req.url.slice(4) : (req.url ?? '/')),
  })
}

function parseInput(schema: z.ZodType | undefined, data: unknown) {
  if (!schema) return data
  const result = schema.safeParse(data ?? {})
  if (!result.success) throw new InvalidInput(result.error.issues)
  return result.data
}

export async function registerHttp(app: FastifyInstance, ctx: AppContext) {
  const logHook = ctx.registry.hook('request.log')
  const requestLog = logHook
    ? new RequestLog(
        ctx.db,
        ctx.log,
        logHook.table,
        ctx.config.requestLogIgnore ?? logHook.ignore,
        ctx.rowWriter,
      )
    : undefined
  // what is pending is written before the database (and its writer thread) closes
  app.addHook('onClose', async () => {
    await requestLog?.flush()
  })
  await registerBodyParsers(app, ctx)
  registerAppCors(app, ctx.config.app.corsOrigins)
  registerGuard(app, ctx)

  app.addHook('onResponse', async (req) => {
    const config = req.routeOptions.config
    if (!requestLog || !config?.access) return
    if (config.unlogged && ctx.config.requestLogIgnore === undefined) return
    requestLog.record({
      userId: req.admin?.userId ?? null,
      action: req.url.split('?')[0],
      ip: req.ip,
      params: maskSecrets(req.method === 'GET' ? req.query : req.body),
    })
  })

  app.setErrorHandler((err, req, reply) => replyError(err, req, reply, ctx))
  registerNotFound(app, ctx)

  await registerDocs(app, ctx)
  for (const c of ctx.registry.controllers) for (const r of c.routes) addRoute(app, c, r)
  await registerStatic(app, ctx)
  return requestLog
}

/** `/app/*` routes are open or for app users; app users reach nothing else. */
function assertRealm(url: string, access: Route['access']) {
  const app = url.startsWith('/app/')
  if (app !== (access === 'app') && access !== 'public')
    throw new Error(`${url}: access ${JSON.stringify(access)} does not fit its realm`)
}

function addRoute(app: FastifyInstance, c: Controller, r: Route) {
  const url = `${c.prefix}/${r.action}`
  assertRealm(url, r.access)
  app.route({
    method: r.method,
    url,
    config: { access: r.access, unlogged: r.unlogged },
    schema: {
      // zh-cn in the document as built; /swagger/json answers the caller's language (docs.ts)
      summary: r.summary['zh-cn'],
      // the app realm's routes in groups of their own (the shop front end's API)
      tags: [c.prefix.startsWith('/app/') ? `app/${c.module}` : c.module],
      ...(r.body && !r.rawBody ? { body: toJsonSchema(r.body) } : {}),
      ...(r.query ? { querystring: toJsonSchema(r.query) } : {}),
    },
    handler: async (req: FastifyRequest, reply) => {
      const apiReq: ApiRequest = {
        body: r.rawBody ? undefined : parseInput(r.body, req.body),
        query: parseInput(r.query, req.query),
        admin: req.admin!,
        appUser: req.appUser,
        lang: req.lang,
        ip: req.ip,
        url: req.url.split('?')[0],
        raw: req,
        reply,
      }
      const data = await r.handler(apiReq)
      if (r.rawReply) return reply
      if (data instanceof JsonText)
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"code":${ResultCode.success},"message":"success","data":${data.text}}`)
      return data === undefined || data === null
        ? { code: ResultCode.success, message: 'success' }
        : { code: ResultCode.success, message: 'success', data }
    },
  })
}
