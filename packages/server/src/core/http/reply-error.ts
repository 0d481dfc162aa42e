import { ResultCode, toLanguage } from '@backroom/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { databaseFault } from '../db/errors.ts'
import { AppError, InvalidInput } from './errors.ts'
import { maskUrl } from './mask.ts'
import { translate } from './messages.ts'
import { describeIssues, issueField } from './validation.ts'

export const send = (reply: FastifyReply, status: number, body: object) => reply.status(status).send(body)

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

/** Every failure as an envelope: 1001 for bad input, 403/404/503 as such, 500 only for a fault. */
export function replyError(err: unknown, req: FastifyRequest, reply: FastifyReply, ctx: AppContext) {
  const lang = req.lang ?? toLanguage(req.headers.language)
  if (err instanceof AppError) {
    const message = translate(err.key, lang, err.params)
    return send(reply, err.status, { code: ResultCode.fail, message, field: err.field, data: err.data })
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
