import { type Envelope, ResultCode, type Tokens } from '@backroom/contract'
import { API_BASE, REQUEST_TIMEOUT_MS } from '../../config'
import { i18n } from '../i18n/i18n'
import { currentLanguage } from '../i18n/language-store'
import { modules } from '../modules/modules'
import { progressDone, progressStart } from './progress'
import { accessToken, SessionExpiredError } from './refresh'
import { RequestError } from './request-error'
import { fetchWithProgress } from './xhr'

export interface RequestOptions {
  method?: 'GET' | 'POST'
  /** query string values; undefined and null are left out */
  params?: Record<string, unknown>
  /** a JSON body, or FormData for uploads */
  data?: unknown
  timeout?: number
  signal?: AbortSignal
  /** the sent share of the body, 0 to 1, as it goes out (uploads) */
  onUploadProgress?: (share: number) => void
  /** sign-in and captcha: no token is sent or renewed */
  anonymous?: boolean
}

export interface ClientHooks {
  /** the server refused the token (HTTP 401) or the session could not be renewed */
  onSessionEnd(cause: 'unauthorized' | 'expired'): void
  /** HTTP 403, 500 and 502 lead to their error pages */
  navigate(path: string): void
}

let hooks: ClientHooks = { onSessionEnd() {}, navigate() {} }

export function configureClient(next: ClientHooks) {
  hooks = next
}

/** Calls that run in the background and must not flash the progress bar. */
const QUIET = [
  /\/eps$/,
  /\/base\/comm\/(person|permmenu|upload|uploadMode)$/,
  ...modules.flatMap((m) => m.quietRequests ?? []),
]
const ERROR_PAGES: Record<number, string> = { 403: '/403', 500: '/500', 502: '/502' }

/** Calls `/api<url>` and answers the envelope's data; see RequestOptions and ClientHooks. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? undefined : await tokenOrSessionEnd()
  const quiet = QUIET.some((q) => q.test(url))
  if (!quiet) progressStart()
  try {
    const res = await send(url, options, token)
    return await handle<T>(res)
  } finally {
    if (!quiet) progressDone()
  }
}

const renewal = {
  fetchTokens,
  onExpired: () => hooks.onSessionEnd('expired'),
}

async function tokenOrSessionEnd(): Promise<string | undefined> {
  try {
    return await accessToken(renewal)
  } catch (err) {
    // a network fault or a server down leaves the session as it is and fails this request only
    if (!(err instanceof SessionExpiredError)) throw err
    throw new RequestError(i18n.t('request.sessionExpired'), 0, 401)
  }
}

async function fetchTokens(refreshToken: string): Promise<Tokens> {
  const res = await send('/admin/base/open/refreshToken', { params: { refreshToken } })
  if (res.status >= 500)
    throw new RequestError(i18n.t('request.failed', { status: res.status }), 0, res.status)
  const body = (await readBody(res)) as Envelope<Tokens>
  if (!res.ok || body?.code !== ResultCode.success || !body.data) {
    throw new SessionExpiredError(`refresh refused: HTTP ${res.status} ${body?.message ?? ''}`)
  }
  return body.data
}

async function send(url: string, options: RequestOptions, token?: string): Promise<Response> {
  const headers: Record<string, string> = { language: currentLanguage() }
  if (token) headers.Authorization = token
  let body: BodyInit | undefined
  if (options.data instanceof FormData) body = options.data
  else if (options.data !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.data)
  }
  const timeout = AbortSignal.timeout(options.timeout ?? REQUEST_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    const init = { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal }
    const target = API_BASE + url + queryString(options.params)
    return await (options.onUploadProgress
      ? fetchWithProgress(target, init, options.onUploadProgress)
      : fetch(target, init))
  } catch (err) {
    if (options.signal?.aborted) throw err
    const key = timeout.aborted ? 'request.timeout' : 'request.network'
    throw new RequestError(i18n.t(key), 0, 0)
  }
}

function queryString(params: RequestOptions['params']): string {
  if (!params) return ''
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.append(k, String(v))
  const s = q.toString()
  return s ? `?${s}` : ''
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function handle<T>(res: Response): Promise<T> {
  const body = await readBody(res)
  const envelope = typeof body === 'object' && body !== null && 'code' in body ? (body as Envelope<T>) : null
  if (res.status === 401) hooks.onSessionEnd('unauthorized')
  else if (ERROR_PAGES[res.status]) hooks.navigate(ERROR_PAGES[res.status])
  if (envelope) {
    if (envelope.code === ResultCode.success && res.ok) return envelope.data as T
    throw new RequestError(envelope.message, envelope.code, res.status, envelope.field)
  }
  if (!res.ok) throw new RequestError(i18n.t('request.failed', { status: res.status }), 0, res.status)
  // a body without `code` is the answer itself (raw HTML pages, other services)
  return body as T
}

export const api = {
  get: <T>(url: string, params?: RequestOptions['params'], options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'GET', params }),
  post: <T>(url: string, data: unknown = {}, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'POST', data }),
}
