import { ADMIN } from './server'

interface Envelope<T> {
  code: number
  message: string
  data?: T
}

/** A direct API client for setting up what a test needs (roles, users), as an administrator would. */
export class Api {
  private constructor(
    private readonly base: string,
    readonly token: string,
  ) {}

  static async signIn(base: string, username = ADMIN.username, password = ADMIN.password): Promise<Api> {
    const anonymous = new Api(base, '')
    const { captchaId } = await anonymous.call<{ captchaId: string }>('GET', '/admin/base/open/captcha')
    const tokens = await anonymous.call<{ token: string }>('POST', '/admin/base/open/login', {
      username,
      password,
      captchaId,
      verifyCode: ADMIN.captcha,
    })
    return new Api(base, tokens.token)
  }

  async call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(this.token ? { Authorization: this.token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await res.json()) as Envelope<T>
    if (envelope.code !== 1000) throw new Error(`${url} answered ${res.status} ${envelope.message}`)
    return envelope.data as T
  }

  post<T>(url: string, body: unknown = {}) {
    return this.call<T>('POST', url, body)
  }

  /** The id of the menu at this route (menu ids differ between databases). */
  async menuId(router: string): Promise<number> {
    const menus = await this.post<{ id: number; router: string | null }[]>('/admin/base/sys/menu/list')
    const menu = menus.find((m) => m.router === router)
    if (!menu) throw new Error(`no menu at ${router}`)
    return menu.id
  }
}
