import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import type { AppContext } from '../../core/context.ts'
import { nowIso } from '../../core/db/wire.ts'
import type { ApiRequest } from '../../core/http/api.ts'
import { AppError, fail } from '../../core/http/errors.ts'
import { megabytes } from '../../core/http/server.ts'
import { messages } from './messages.ts'
import { assertContentMatches } from './upload-check.ts'

/** Extensions a file may have, by the categories the console's upload component knows. */
export const UPLOAD_TYPES: Record<string, string[]> = {
  image: ['bmp', 'jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'ico', 'avif'],
  video: ['avi', 'wmv', 'mpg', 'mpeg', 'mov', 'mp4', 'flv', 'webm', 'mkv'],
  audio: ['mp3', 'wav', 'wma', 'flac', 'aac', 'ogg', 'm4a'],
  word: ['doc', 'docx', 'odt', 'rtf'],
  excel: ['xls', 'xlsx', 'csv', 'ods'],
  ppt: ['ppt', 'pptx', 'odp'],
  pdf: ['pdf'],
  rar: ['zip', 'rar', '7z', 'gz', 'tar'],
  text: ['txt', 'md', 'json'],
}
const ALLOWED = new Set(Object.values(UPLOAD_TYPES).flat())

/** A storage that a plugin may install under the `upload` hook (cloud buckets). */
export interface UploadStorage {
  mode(): { mode: string; type: string }
  upload(req: ApiRequest): Promise<unknown>
}

declare module '../../core/registry.ts' {
  interface Hooks {
    upload: UploadStorage
  }
}

export function uploadMode(ctx: AppContext) {
  return ctx.registry.hook('upload')?.mode() ?? { mode: 'local', type: 'local' }
}

const today = () => {
  const d = new Date()
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
}

/** The parser's own failures are the client's malformed body; a file system error keeps its code. */
const malformed = (err: unknown) =>
  err instanceof AppError || (err as { code?: unknown }).code ? err : fail('badMultipart')

/** The first file part of a multipart request. */
async function filePart(ctx: AppContext, req: ApiRequest): Promise<MultipartFile> {
  if (!req.raw.isMultipart()) throw fail(messages.uploadEmpty)
  try {
    for await (const part of req.raw.parts({ limits: { files: 1, fileSize: ctx.config.uploadMaxBytes } })) {
      if (part.type === 'file') return part
    }
  } catch (err) {
    throw malformed(err)
  }
  throw fail(messages.uploadEmpty)
}

/** Counts a stored file against its uploader's quota, in one conditional update (no race between uploads). */
async function charge(ctx: AppContext, userId: number, bytes: number) {
  const now = nowIso()
  await ctx.db
    .insertInto('base_upload_usage')
    .values({ userId, bytes: 0, createTime: now, updateTime: now })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute()
  const result = await ctx.db
    .updateTable('base_upload_usage')
    .set((eb) => ({ bytes: eb('bytes', '+', bytes), updateTime: now }))
    .where('userId', '=', userId)
    .where((eb) => eb(eb('bytes', '+', bytes), '<=', ctx.config.uploadQuotaBytes))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1)
    throw fail(messages.uploadQuota, { mb: megabytes(ctx.config.uploadQuotaBytes) })
}

/**
 * Saves one multipart file under UPLOAD_DIR/<YYYYMMDD>/ with a random name and answers its URL.
 * Checks the extension against the allow-list, the content against the extension, the size
 * against UPLOAD_MAX_MB and the uploader's total against UPLOAD_QUOTA_MB.
 */
export async function uploadFile(ctx: AppContext, req: ApiRequest): Promise<string | unknown> {
  const plugin = ctx.registry.hook('upload')
  if (plugin) return plugin.upload(req)
  const file = await filePart(ctx, req)
  const ext = path
    .extname(file.filename || '')
    .slice(1)
    .toLowerCase()
  if (!ALLOWED.has(ext)) {
    file.file.resume()
    throw fail(messages.uploadBadType, { ext: ext || '?' })
  }
  const folder = today()
  const dir = path.join(ctx.config.uploadDir, folder)
  fs.mkdirSync(dir, { recursive: true })
  const stored = `${randomUUID()}.${ext}`
  const target = path.join(dir, stored)
  try {
    await pipeline(file.file, fs.createWriteStream(target, { flags: 'wx' })).catch((err) => {
      throw malformed(err)
    })
    if (file.file.truncated) throw fail('uploadTooLarge', { mb: megabytes(ctx.config.uploadMaxBytes) })
    const { size } = fs.statSync(target)
    if (size === 0) throw fail(messages.uploadEmpty)
    await assertContentMatches(target, ext)
    await charge(ctx, req.admin.userId, size)
  } catch (err) {
    fs.rmSync(target, { force: true })
    throw err
  }
  return `/upload/${folder}/${stored}`
}
