import fs from 'node:fs'
import { fileTypeFromFile } from 'file-type'
import { SaxesParser, type SaxesTagNS } from 'saxes'
import { AppError, fail } from '../../platform.ts'
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

/** Elements that run script or show another document, in any namespace. */
const SVG_ACTIVE_ELEMENTS = new Set([
  'script',
  'handler',
  'listener',
  'foreignobject',
  'iframe',
  'frame',
  'embed',
  'object',
  'applet',
  'animation',
  'meta',
  'base',
  'link',
])
/** Attributes that hold a URL, by local name (`xlink:href` is `href`, `xml:base` is `base`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'data', 'codebase', 'base'])
/** The attributes with which `<animate>` and `<set>` give the value they put in `attributeName`. */
const ANIMATED_VALUES = ['to', 'from', 'by', 'values']
/** HTML elements are live in an SVG opened on its own, not only inside `<foreignObject>`. */
const XHTML = 'http://www.w3.org/1999/xhtml'
/** CSS that loads or binds what no `url()` shows; an escape could spell anything. */
const CSS_ACTIVE = /@import|expression\s*\(|-moz-binding|behavior\s*:|\\/i
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi
/** Encodings whose markup bytes read as UTF-8 do: any other could hide markup from this check. */
const SVG_ENCODINGS = /^(utf-?8|us-ascii|iso-8859-1|windows-1252)$/i

const unsafe = () => fail(messages.uploadUnsafe)
const notSvg = () => fail(messages.uploadMismatch, { ext: 'svg' })

/** A URL a browser only shows: http(s), an image as data (not SVG: it is not read here), or relative. */
function isShownUrl(value: string) {
  // what the URL parser drops (tabs, newlines, controls) cannot hide a scheme either
  const url = value.replace(/[\s\p{Cc}\p{Cf}]/gu, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1]
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return true
  return url.startsWith('data:image/') && !url.startsWith('data:image/svg')
}

function assertShownCss(css: string) {
  if (CSS_ACTIVE.test(css)) throw unsafe()
  for (const [, , url] of css.matchAll(CSS_URL)) if (!isShownUrl(url)) throw unsafe()
}

function assertShownElement(tag: SaxesTagNS) {
  if (SVG_ACTIVE_ELEMENTS.has(tag.local.toLowerCase()) || tag.uri === XHTML) throw unsafe()
  for (const { local, value } of Object.values(tag.attributes)) {
    const name = local.toLowerCase()
    if (name.startsWith('on')) throw unsafe()
    if (URL_ATTRIBUTES.has(name) && !isShownUrl(value)) throw unsafe()
    if (name === 'style' || /url\(/i.test(value)) assertShownCss(value)
  }
  const target = tag.attributes.attributeName?.value.split(':').pop()?.toLowerCase()
  if (!target) return
  if (target.startsWith('on')) throw unsafe()
  if (!URL_ATTRIBUTES.has(target)) return
  for (const key of ANIMATED_VALUES) {
    const values = tag.attributes[key]?.value.split(';') ?? []
    if (!values.every(isShownUrl)) throw unsafe()
  }
}

/**
 * Reads an SVG as the XML a browser parses, refusing what could run where it is shown: script and
 * embedding elements, event attributes, URLs other than http(s), images and references, active
 * CSS, and declarations (entities) and processing instructions (style sheets).
 */
function assertSvgShownOnly(text: string) {
  const parser = new SaxesParser({ xmlns: true, position: false })
  let root: string | undefined
  let css: string[] | undefined
  parser.on('doctype', () => {
    throw unsafe()
  })
  parser.on('processinginstruction', () => {
    throw unsafe()
  })
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !SVG_ENCODINGS.test(encoding)) throw unsafe()
  })
  parser.on('opentag', (tag) => {
    root ??= tag.local
    if (root !== 'svg') throw notSvg()
    assertShownElement(tag)
    if (tag.local.toLowerCase() === 'style') css = []
  })
  // a comment splits a style's text, not its CSS
  const collect = (text: string) => css?.push(text)
  parser.on('text', collect)
  parser.on('cdata', collect)
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() !== 'style' || !css) return
    assertShownCss(css.join(''))
    css = undefined
  })
  try {
    // (a document without a root element is an XML error too)
    parser.write(text).close()
  } catch (err) {
    throw err instanceof AppError ? err : notSvg()
  }
}

/**
 * Refuses a stored file whose content is not what its extension says: magic bytes for binary
 * formats, no binary format at all behind a text one, and nothing active in an SVG.
 */
export async function assertContentMatches(file: string, ext: string) {
  const detected = (await fileTypeFromFile(file))?.ext
  const expected = TEXT.has(ext)
    ? ext === 'svg'
      ? [undefined, 'xml']
      : [undefined]
    : (DETECTED_AS[ext] ?? [ext])
  if (!expected.includes(detected)) throw fail(messages.uploadMismatch, { ext })
  if (ext === 'svg') assertSvgShownOnly(fs.readFileSync(file, 'utf8'))
}
