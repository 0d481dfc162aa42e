import { unauthorized } from '../http/errors.ts'
import type { Registry } from '../registry.ts'
import type { TokenService } from './tokens.ts'

/** A caller of the app realm (`/app/*` routes with access `app`). */
export interface AppCaller {
  userId: number
}

declare module '../registry.ts' {
  interface Hooks {
    /**
     * Whether an app user's token is still good: the user exists, is enabled and has not changed
     * password since (`passwordVersion`). Filled by the module that keeps app users; unfilled,
     * no app token is accepted.
     */
    'app.user': (userId: number, passwordVersion: number) => Promise<boolean>
  }
}

/**
 * The shop front end's realm: its tokens carry `realm: 'app'`, are refused on `/admin` routes, and
 * administrator tokens are refused here.
 */
export class AppRealm {
  constructor(
    private readonly tokens: TokenService,
    private readonly registry: Registry,
  ) {}

  /** Tokens for an app user who has just proved who they are. */
  issue(userId: number, passwordVersion: number) {
    return this.tokens.issueApp(userId, passwordVersion)
  }

  /** Checks an app access token; throws 401 for any problem. */
  async authenticate(token: string | undefined): Promise<AppCaller> {
    const claims = this.tokens.verifyApp(token)
    if (!claims) throw unauthorized()
    if (claims.isRefresh) throw unauthorized('sessionExpired')
    const current = this.registry.hook('app.user')
    if (!current || !(await current(claims.userId, claims.passwordVersion)))
      throw unauthorized('sessionExpired')
    return { userId: claims.userId }
  }
}
