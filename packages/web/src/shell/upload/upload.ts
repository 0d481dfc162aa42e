import { UPLOAD_TIMEOUT_MS } from '../../config'
import { api } from '../request/client'

/** Characters the server accepts in a stored file name; anything else becomes `_`. */
const UNSAFE = /[^\p{L}\p{N}_\-. ()（）]/gu

/** `<base name>_<uuid>.<ext>`: keeps the original name readable and the stored one unique. */
export function storedName(original: string, id: string = crypto.randomUUID()): string {
  const dot = original.lastIndexOf('.')
  const base = (dot > 0 ? original.slice(0, dot) : original)
    .replace(UNSAFE, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^\./, '')
    .slice(0, 100)
  const ext = dot > 0 ? original.slice(dot + 1).toLowerCase() : ''
  return `${base || 'file'}_${id}${ext ? `.${ext}` : ''}`
}

/** Following an upload as it goes: its sent share (0 to 1), and a signal that cancels it. */
export interface UploadOptions {
  onProgress?: (share: number) => void
  signal?: AbortSignal
}

/**
 * Uploads one file and answers its URL. Only the server's local storage is supported so far;
 * cloud storages come with the upload component of a later version.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<string> {
  const { mode } = await api.get<{ mode: string; type: string }>('/admin/base/comm/uploadMode')
  if (mode !== 'local') throw new Error(`upload mode "${mode}" is not supported by this console yet`)
  const form = new FormData()
  form.append('key', storedName(file.name))
  form.append('file', file)
  return api.post<string>('/admin/base/comm/upload', form, {
    timeout: UPLOAD_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: options.onProgress,
  })
}
