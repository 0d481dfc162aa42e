import fs from 'node:fs'
import path from 'node:path'
import * as OpenCC from 'opencc-js'

// What "a text in another language" means, by UI language: in en any Han character; in zh-tw any
// character that a simplified → traditional conversion changes; in zh-cn any text of the en locale
// files (that zh-cn says otherwise) or an English day or month name. Proper names are left out.

/** Names that are the same in every language: the language picker's own names. */
const PROPER_NAMES = ['简体中文', '繁體中文']

const WEB = path.resolve(import.meta.dirname, '../../packages/web/src')

/** Locale folders: the shell's and each module's. */
function localeRoots(language: string) {
  const modules = path.join(WEB, 'modules')
  return [
    path.join(WEB, 'locales', language),
    ...fs.readdirSync(modules).map((m) => path.join(modules, m, 'locales', language)),
  ].filter((dir) => fs.existsSync(dir))
}

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
}

/** Every text of a language's locale files, by file and key. */
function localeTexts(language: string) {
  const texts = new Map<string, string>()
  for (const [i, root] of localeRoots(language).entries()) {
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (entry.name.endsWith('.json'))
          flatten(JSON.parse(fs.readFileSync(file, 'utf8')), `${i}:${path.relative(root, file)}:`, texts)
      }
    }
    walk(root)
  }
  return texts
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The en locale's texts that zh-cn says otherwise, and the English day and month names, as patterns. */
function englishPatterns(): RegExp[] {
  const en = localeTexts('en')
  const zh = localeTexts('zh-cn')
  const zhValues = new Set(zh.values())
  const texts = [...en].filter(([key, text]) => zh.get(key) !== text && !zhValues.has(text)).map(([, t]) => t)
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  const months = ['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October']
  return [...new Set([...texts, ...days, ...months])]
    .filter((t) => /[A-Za-z]{2}/.test(t))
    .map((t) => {
      const body = escapeRegExp(t).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+?')
      return new RegExp(`${/^\w/.test(t) ? '\\b' : ''}${body}${/\w$/.test(t) ? '\\b' : ''}`)
    })
}

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' })
const english = englishPatterns()
const HAN = /\p{Script=Han}/u

const properNames = new RegExp(PROPER_NAMES.join('|'), 'g')

/** Whether a text, the proper names left out, is not in the language. */
const CHECKS: Record<string, (text: string) => boolean> = {
  en: (text) => HAN.test(text),
  'zh-tw': (text) => toTraditional(text) !== text,
  'zh-cn': (text) => english.some((pattern) => pattern.test(text)),
}
/** A check of texts shown in a language: true for one that is not in it. */
export const foreign = (language: string) => (text: string) => CHECKS[language](text.replace(properNames, ''))
