import fs from 'node:fs'
import { fileTypeFromFile } from 'file-type'
import { fail } from '../../core/http/errors.ts'
import { messages } from './messages.ts'

/** What file-type calls a file whose extension is the key, where the names differ or there are several. */
const DETECTED_AS: Record<string, string[]> = {
  jpeg: ['jpg'],
  ico: ['ico', 'cur'],
  wmv: ['asf'],
  wma: ['asf'],
  mpeg: ['mpg'],
  mp4: ['mp4', 'm4v', 'mov'],
  mov: ['mov', 'mp4'],
  m4a: ['m4a', 'mp4'],
  ogg: ['ogg', 'oga', 'opus'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
}
/** Formats without magic bytes: nothing recognisable (an executable, an image) may hide behind them. */
const TEXT = new Set(['txt', 'md', 'json', 'csv', 'svg'])
/** What a browser would run in an SVG, even one opened on its own. */
const SVG_ACTIVE = /<script[\s>/]|\son[a-z]+\s*=|javascript:/i

/**
 * Refuses a stored file whose content is not what its extension says: magic bytes for binary
 * formats, no binary format at all behind a text one, and no script in an SVG.
 */
export async function assertContentMatches(file: string, ext: string) {
  const detected = (await fileTypeFromFile(file))?.ext
  const expected = TEXT.has(ext)
    ? ext === 'svg'
      ? [undefined, 'xml']
      : [undefined]
    : (DETECTED_AS[ext] ?? [ext])
  if (!expected.includes(detected)) throw fail(messages.uploadMismatch, { ext })
  if (ext === 'svg') {
    const text = fs.readFileSync(file, 'utf8')
    if (!/<svg[\s>]/i.test(text)) throw fail(messages.uploadMismatch, { ext })
    if (SVG_ACTIVE.test(text)) throw fail(messages.uploadUnsafe)
  }
}
