import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { fail } from './errors.ts'
import { decodeBody, hasNul } from './text.ts'

/** deeper bodies are refused before anything walks them recursively (a schema, JSON.stringify) */
const JSON_DEPTH_MAX = 32

/**
 * Whether JSON text opens more than `max` arrays and objects inside one another, read as text in
 * one loop so that no nesting can overflow the check itself.
 */
function nestsDeeper(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') {
      if (++depth > max) return true
    } else if (c === '}' || c === ']') depth--
  }
  return false
}

/**
 * JSON bodies are decoded strictly (bad UTF-8, NUL characters, broken JSON and nesting deeper
 * than JSON_DEPTH_MAX are 1001), uploads are limited to one file of UPLOAD_MAX_MB; nothing is
 * validated by Fastify itself.
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
    if (nestsDeeper(text, JSON_DEPTH_MAX)) return done(fail('tooDeep', { n: JSON_DEPTH_MAX }))
    defaultJson(req, text, (err, value) => {
      if (err) return done(fail('badJson'))
      done(hasNul(value) ? fail('badText') : null, value)
    })
  })
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: ctx.config.uploadMaxBytes } })
  // nothing is validated by Fastify itself: routes parse their input with the contract's zod schemas
  app.setValidatorCompiler(() => (data) => ({ value: data }))
}
