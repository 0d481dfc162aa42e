import { CREDENTIALS } from './backroom-server.ts'

export interface Envelope<T = unknown> {
  code: number
  message: string
  data?: T
}

export interface ApiRequest {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  /** bodies the load rotates through, one per request (no single hot query); `body` is the first */
  bodies?: unknown[]
}

export interface ApiAnswer<T = unknown> {
  status: number
  /** the exact bytes the server sent */
  text: string
  envelope: Envelope<T>
}

/** One API call; throws unless it answers HTTP 2xx with code 1000. */
export async function callApi<T>(url: string, request: ApiRequest, token?: string): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = token
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(url + request.path, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  })
  const text = await res.text()
  let envelope: Envelope<T> | undefined
  try {
    envelope = JSON.parse(text) as Envelope<T>
  } catch {
    // reported below with the raw text
  }
  if (!res.ok || envelope?.code !== 1000) {
    throw new Error(`${request.method} ${request.path} answered HTTP ${res.status}: ${text.slice(0, 300)}`)
  }
  return { status: res.status, text, envelope }
}

/** Signs in as the admin through the captcha the test setting answers; returns the access token. */
export async function signIn(url: string): Promise<string> {
  const captcha = await callApi<{ captchaId: string }>(url, {
    method: 'GET',
    path: '/admin/base/open/captcha',
  })
  const login = await callApi<{ token: string }>(url, {
    method: 'POST',
    path: '/admin/base/open/login',
    body: {
      username: CREDENTIALS.username,
      password: CREDENTIALS.password,
      captchaId: captcha.envelope.data?.captchaId,
      verifyCode: CREDENTIALS.captcha,
    },
  })
  const token = login.envelope.data?.token
  if (!token) throw new Error('the login answered without a token')
  return token
}
