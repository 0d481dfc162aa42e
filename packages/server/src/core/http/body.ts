import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { fail } from './errors.ts'
import { decodeBody, hasNul } from './text.ts'

/**
 * JSON bodies are decoded strictly (bad UTF-8, NUL characters and broken JSON are 1001), uploads
 * are limited to one file of UPLOAD_MAX_MB; nothing is validated by Fastify itself.
 */
export async function registerBodyParsers(app: FastifyInstance, ctx: AppContext) {
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
}
