const SECRET_KEYS = new Set([
  'password',
  'oldpassword',
  'refreshtoken',
  'verifycode',
  'authorization',
  'token',
])
const MASK = '******'

/** A copy of request data with passwords, tokens and captcha answers replaced by a mask, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 8) return value
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      SECRET_KEYS.has(k.toLowerCase()) && v !== undefined && v !== null && v !== ''
        ? MASK
        : maskSecrets(v, depth + 1)
  }
  return out
}

/** A path with its query string's secret values masked. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = new URLSearchParams(url.slice(q + 1))
  for (const key of [...params.keys()]) if (SECRET_KEYS.has(key.toLowerCase())) params.set(key, MASK)
  return `${url.slice(0, q)}?${params.toString()}`
}
