import { fail } from './errors.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A request body as text, refused with 1001 when its bytes are not UTF-8. */
export function decodeBody(body: Buffer): string {
  try {
    return utf8.decode(body)
  } catch {
    throw fail('badText')
  }
}

/** Whether any string (or key) in parsed input holds U+0000, which neither database stores. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (value === null || typeof value !== 'object' || depth > 32) return false
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1))
  return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v, depth + 1))
}

/**
 * Refuses a query string that decodes to U+0000 or to bytes that are not UTF-8; the parser
 * would otherwise pass them on as text.
 */
export function checkQueryString(url: string) {
  const q = url.indexOf('?')
  if (q < 0) return
  const raw = url.slice(q + 1)
  let decoded: string
  try {
    decoded = decodeURIComponent(raw.replaceAll('+', ' '))
  } catch {
    throw fail('badText')
  }
  if (decoded.includes('\0')) throw fail('badText')
}
