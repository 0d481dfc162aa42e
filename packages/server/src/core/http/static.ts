import fs from 'node:fs'
import path from 'node:path'
import { ResultCode, toLanguage } from '@backroom/contract'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { translate } from './messages.ts'
import { send } from './reply-error.ts'

/** Paths the server keeps for itself; every other GET falls through to the console. */
const API_PATH = /^\/(admin|app|upload|swagger)(\/|$)/

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
/** The suffixes of the precompressed files that `preCompressed` serves in place of the file named. */
const PRECOMPRESSED = /\.(gz|br)$/

export async function registerStatic(app: FastifyInstance, ctx: AppContext) {
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
      // index.html.gz is the page itself for every browser: it needs the page's headers
      const page = filePath.replace(PRECOMPRESSED, '')
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable')
      } else {
        res.header('cache-control', 'no-cache')
      }
      if (page.endsWith('.html')) res.header('content-security-policy', CSP)
    },
  })
}

/** An unknown GET outside the server's paths opens the console (its own router answers it); the rest is a 404 envelope. */
export function registerNotFound(app: FastifyInstance, ctx: AppContext) {
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
}
