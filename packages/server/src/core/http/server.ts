import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ResultCode, toLanguage } from '@backroom/contract'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import type { Controller } from '../crud/controller.ts'
import { databaseFault } from '../db/errors.ts'
import type { ApiRequest, Route } from './api.ts'
import { registerDocs, toJsonSchema } from './docs.ts'
import { AppError, fail, InvalidInput } from './errors.ts'
import { maskSecrets, maskUrl } from './mask.ts'
import { translate } from './messages.ts'
import { RequestLog } from './request-log.ts'
import { checkQueryString, decodeBody, hasNul } from './text.ts'
import { describeIssues, issueField } from './validation.ts'

/** Paths the server keeps for itself; every other GET falls through to the console. */
const API_PATH = /^\/(admin|app|upload|swagger)(\/|$)/

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

const send = (reply: FastifyReply, status: number, body: object) => reply.status(status).send(body)

function parseInput(schema: z.ZodType | undefined, data: unknown) {
  if (!schema) return data
  const result = schema.safeParse(data ?? {})
  if (!result.success) throw new InvalidInput(result.error.issues)
  return result.data
}

export async function registerHttp(app: FastifyInstance, ctx: AppContext) {
  const logHook = ctx.registry.hook('request.log')
  const requestLog = logHook
    ? new RequestLog(ctx.db, ctx.log, logHook.table, ctx.config.requestLogIgnore ?? logHook.ignore)
    : undefined
  app.addHook('onClose', async () => requestLog?.flush())

  app.decorateRequest('lang', 'zh-cn')
  const defaultJson = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string
    try {
      text = decodeBody(body as Buffer)
    } catch (err) {
      return done(err as Error)
    }
    if (text.trim() === '') return done(null, {})
    defaultJson(req, text, (err, value) => {
      if (err) return done(fail('badJson'))
      done(hasNul(value) ? fail('badText') : null, value)
    })
  })
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: ctx.config.uploadMaxBytes } })
  // nothing is validated by Fastify itself: routes parse their input with the contract's zod schemas
  app.setValidatorCompiler(() => (data) => ({ value: data }))

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
      if (token) req.admin = await ctx.access.authenticate(token).catch(() => undefined)
      return
    }
    req.admin = await ctx.access.authenticate(token)
    if (access !== 'session' && !req.admin.isSuper && !req.admin.perms.has(access.perm)) {
      throw new AppError('forbidden', undefined, 403)
    }
  })

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
  app.setNotFoundHandler((req, reply) => {
    const lang = toLanguage(req.headers.language)
    const web = ctx.config.webDir
    if (
      req.method === 'GET' &&
      !API_PATH.test(req.url) &&
      web &&
      fs.existsSync(path.join(web, 'index.html'))
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', CSP)
        .sendFile('index.html', web)
    }
    return send(reply, 404, { code: ResultCode.fail, message: translate('notFound', lang) })
  })

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
      summary: r.summary,
      tags: [c.module],
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
      return data === undefined || data === null
        ? { code: ResultCode.success, message: 'success' }
        : { code: ResultCode.success, message: 'success', data }
    },
  })
}

const FASTIFY_INPUT_ERRORS: Record<string, Parameters<typeof translate>[0]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'badContentType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'badJson',
  FST_REQ_FILE_TOO_LARGE: 'uploadTooLarge',
  FST_FILES_LIMIT: 'tooManyParts',
  FST_PARTS_LIMIT: 'tooManyParts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'badContentType',
}

/** A size limit for people: whole megabytes, or two decimals below one. */
export const megabytes = (bytes: number) => {
  const mb = bytes / 1024 / 1024
  return mb >= 1 ? String(Math.round(mb)) : mb.toFixed(2)
}

function replyError(err: unknown, req: FastifyRequest, reply: FastifyReply, ctx: AppContext) {
  const lang = req.lang ?? toLanguage(req.headers.language)
  if (err instanceof AppError) {
    const message = translate(err.key, lang, err.params)
    return send(reply, err.status, { code: ResultCode.fail, message, field: err.field })
  }
  if (err instanceof InvalidInput) {
    const detail = describeIssues(err.issues, req.body ?? req.query, lang)
    const message = translate('invalid', lang, { detail })
    return send(reply, 200, { code: ResultCode.fail, message, field: issueField(err.issues) })
  }
  const fault = databaseFault(err)
  if (fault) {
    req.log.warn({ err, reqId: req.id, url: maskUrl(req.url) }, `database refused: ${fault}`)
    return fault === 'input'
      ? send(reply, 200, { code: ResultCode.fail, message: translate('badValue', lang) })
      : send(reply, 503, { code: ResultCode.fail, message: translate('dbUnavailable', lang) })
  }
  const code = (err as { code?: string }).code
  const known = code ? FASTIFY_INPUT_ERRORS[code] : undefined
  if (known) {
    return send(reply, 200, {
      code: ResultCode.fail,
      message: translate(known, lang, { mb: megabytes(ctx.config.uploadMaxBytes) }),
    })
  }
  const status = (err as { statusCode?: number }).statusCode
  if (status === 404) return send(reply, 404, { code: ResultCode.fail, message: translate('notFound', lang) })
  if (status && status >= 400 && status < 500) {
    return send(reply, status, { code: ResultCode.fail, message: translate('badRequest', lang) })
  }
  req.log.error({ err, reqId: req.id, url: maskUrl(req.url) }, 'unexpected fault')
  return send(reply, 500, { code: ResultCode.fail, message: translate('internal', lang), requestId: req.id })
}

/** Same-origin console; frames for `http…` menus; nothing else from elsewhere. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ')

const INLINE_RISK = /\.(svg|html?|xhtml|xml|js|mjs)$/i

async function registerStatic(app: FastifyInstance, ctx: AppContext) {
  fs.mkdirSync(ctx.config.uploadDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: ctx.config.uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    index: false,
    // files still being received and checked wait in a dot folder
    dotfiles: 'deny',
    setHeaders(res, filePath) {
      res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      // a stored name is never reused for other content
      res.header('cache-control', 'public, max-age=31536000, immutable')
      if (INLINE_RISK.test(filePath)) res.header('content-disposition', 'attachment')
    },
  })
  const web = ctx.config.webDir
  if (!web || !fs.existsSync(web)) return
  await app.register(fastifyStatic, {
    root: web,
    prefix: '/',
    preCompressed: true,
    index: ['index.html'],
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable')
      } else {
        res.header('cache-control', 'no-cache')
      }
      if (filePath.endsWith('.html')) res.header('content-security-policy', CSP)
    },
  })
}
