import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { type ApiRequest, type AppContext, AppError, fail, megabytes, nowIso } from '../../platform.ts'
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

/**
 * Where uploaded files are kept. Base fills the `upload.storage` hook at start-up with the local
 * folder (UPLOAD_DIR) or, when S3_ENDPOINT is set, the built-in S3-compatible driver; an enabled
 * upload plugin replaces it while it runs.
 */
export interface UploadStorage {
  /** what `comm/uploadMode` answers: `mode` says how the client uploads, `type` where files land */
  mode(): { mode: string; type: string }
  /**
   * Takes the upload request over (a plugin that signs direct uploads to its cloud). Without it,
   * the server receives the file, checks it and hands it to `save`.
   */
  upload?(req: ApiRequest): Promise<unknown>
  /**
   * keeps a checked file (a local path, moved or read) as `name` (`<YYYYMMDD>/<uuid>.<ext>`); answers
   * its URL, absolute or a path on this server (`/upload/…`, answered under the prefix the upload came through)
   */
  save(name: string, file: string, ext: string): Promise<string>
  /** the name of a file this storage keeps behind the URL (its key in `base_upload_file`); undefined for any other URL */
  nameOf(url: string): string | undefined
  /** forgets a stored file; a missing one is not an error */
  remove(name: string): Promise<void>
}

declare module '../../platform.ts' {
  interface Hooks {
    'upload.storage': UploadStorage
  }
}

/** A stored file's name: a dated folder and a random name, nothing a client could aim elsewhere. */
export const STORED_NAME =
  /^\d{8}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/

/** MIME types of the allowed extensions, for storages that record one. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
}

/** The upload folder on this server, its files served under `/upload/` (and `/api/upload/`). */
export function diskStorage(ctx: AppContext): UploadStorage {
  const prefix = `${ctx.config.publicUrl ?? ''}/upload/`
  return {
    mode: () => ({ mode: 'local', type: 'local' }),
    async save(name, file) {
      const target = path.join(ctx.config.uploadDir, name)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.renameSync(file, target)
      return prefix + name
    },
    nameOf(url) {
      // URLs issued before PUBLIC_URL was set (or changed), or through `/api`, still name the same file
      const name = url.startsWith(prefix)
        ? url.slice(prefix.length)
        : url.replace(/^(https?:\/\/[^/]+)?(\/api)?\/upload\//, '')
      return name !== url && STORED_NAME.test(name) ? name : undefined
    },
    async remove(name) {
      if (STORED_NAME.test(name)) fs.rmSync(path.join(ctx.config.uploadDir, name), { force: true })
    },
  }
}

export function uploadMode(ctx: AppContext) {
  return storage(ctx).mode()
}

const storage = (ctx: AppContext) => ctx.registry.hook('upload.storage') ?? diskStorage(ctx)

const today = () => {
  const d = new Date()
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
}

/**
 * The prefix the call came through, which the server took off before routing (`/api` for
 * `/api/admin/base/comm/upload`, nothing for `/admin/base/comm/upload`): a proxy that forwards only
 * that prefix reaches the file's path under it too.
 */
function callPrefix(req: ApiRequest): string {
  const original = req.raw.originalUrl.split('?')[0]
  return original.endsWith(req.url) ? original.slice(0, original.length - req.url.length) : ''
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
 * Receives one multipart file under a random name in a dated folder, checks it and hands it to the
 * storage; answers its URL. Checks the extension against the allow-list, the content against the
 * extension, the size against UPLOAD_MAX_MB and the uploader's total against UPLOAD_QUOTA_MB.
 */
export async function uploadFile(ctx: AppContext, req: ApiRequest): Promise<string | unknown> {
  const store = storage(ctx)
  if (store.upload) return store.upload(req)
  const file = await filePart(ctx, req)
  const ext = path
    .extname(file.filename || '')
    .slice(1)
    .toLowerCase()
  if (!ALLOWED.has(ext)) {
    file.file.resume()
    throw fail(messages.uploadBadType, { ext: ext || '?' })
  }
  const name = `${today()}/${randomUUID()}.${ext}`
  // received next to the stored files (a rename away in local mode); dot folders are never served
  const incoming = path.join(ctx.config.uploadDir, '.incoming')
  fs.mkdirSync(incoming, { recursive: true })
  const target = path.join(incoming, path.basename(name))
  try {
    await pipeline(file.file, fs.createWriteStream(target, { flags: 'wx' })).catch((err) => {
      throw malformed(err)
    })
    if (file.file.truncated) throw fail('uploadTooLarge', { mb: megabytes(ctx.config.uploadMaxBytes) })
    const { size } = fs.statSync(target)
    if (size === 0) throw fail(messages.uploadEmpty)
    await assertContentMatches(target, ext)
    await charge(ctx, req.admin.userId, size)
    // a storage that cannot take the file gives the quota back
    const url = await store.save(name, target, ext).catch(async (err) => {
      await charge(ctx, req.admin.userId, -size)
      ctx.log.warn({ err }, 'upload storage refused a file')
      throw fail(messages.uploadStorage)
    })
    const now = nowIso()
    await ctx.db
      .insertInto('base_upload_file')
      .values({ key: name, userId: req.admin.userId, createTime: now, updateTime: now })
      .execute()
    return url.startsWith('/') ? callPrefix(req) + url : url
  } finally {
    fs.rmSync(target, { force: true })
  }
}
