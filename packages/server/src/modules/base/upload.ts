import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import type { AppContext } from '../../core/context.ts'
import type { ApiRequest } from '../../core/http/api.ts'
import { fail } from '../../core/http/errors.ts'
import { megabytes } from '../../core/http/server.ts'

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

export function uploadMode(ctx: AppContext) {
  return ctx.registry.hook<UploadStorage>('upload')?.mode() ?? { mode: 'local', type: 'local' }
}

const SAFE_NAME = /^[\p{L}\p{N}_\-. ()（）]+$/u

/** The stored file name: the client's key if it is a plain, safe name, else a fresh one. */
function fileName(key: unknown, original: string): string {
  const ext = path.extname(original).slice(1).toLowerCase()
  if (key === undefined || key === '') return `${randomUUID()}.${ext}`
  const name = String(key)
  if (
    name.length > 200 ||
    !SAFE_NAME.test(name) ||
    name.startsWith('.') ||
    name.includes('..') ||
    path.basename(name) !== name
  ) {
    throw fail('uploadBadName')
  }
  return name
}

const today = () => {
  const d = new Date()
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
}

/**
 * Saves one multipart file under UPLOAD_DIR/<YYYYMMDD>/ and answers its URL. Checks the extension
 * against the allow-list and the size against UPLOAD_MAX_MB; never overwrites an existing file.
 */
export async function uploadFile(ctx: AppContext, req: ApiRequest): Promise<string | unknown> {
  const plugin = ctx.registry.hook<UploadStorage>('upload')
  if (plugin) return plugin.upload(req)
  if (!req.raw.isMultipart()) throw fail('uploadEmpty')
  let file: MultipartFile | undefined
  let key: unknown
  for await (const part of req.raw.parts({ limits: { files: 1, fileSize: ctx.config.uploadMaxBytes } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'key') key = part.value
      continue
    }
    file = part
    break
  }
  if (!file) throw fail('uploadEmpty')
  const original = file.filename || 'file'
  const name = fileName(key, original)
  const ext = path.extname(name).slice(1).toLowerCase()
  if (!ALLOWED.has(ext) || path.extname(original).slice(1).toLowerCase() !== ext) {
    file.file.resume()
    throw fail('uploadBadType', { ext: ext || '?' })
  }
  const folder = today()
  const dir = path.join(ctx.config.uploadDir, folder)
  fs.mkdirSync(dir, { recursive: true })
  let stored = name
  let target = path.join(dir, stored)
  if (!target.startsWith(dir + path.sep)) throw fail('uploadBadName')
  if (fs.existsSync(target)) {
    stored = `${randomUUID().slice(0, 8)}_${name}`
    target = path.join(dir, stored)
  }
  try {
    await pipeline(file.file, fs.createWriteStream(target, { flags: 'wx' }))
  } catch (err) {
    fs.rmSync(target, { force: true })
    throw err
  }
  if (file.file.truncated) {
    fs.rmSync(target, { force: true })
    throw fail('uploadTooLarge', { mb: megabytes(ctx.config.uploadMaxBytes) })
  }
  if (fs.statSync(target).size === 0) {
    fs.rmSync(target, { force: true })
    throw fail('uploadEmpty')
  }
  return `/upload/${folder}/${encodeURIComponent(stored)}`
}
