import { unauthorized } from '../http/errors.ts'
import type { TokenService } from './tokens.ts'

/** A caller of the app realm (`/app/*` routes with access `app`). */
export interface AppCaller {
  userId: number
}

/** Whether an app user's token is still good (the `app.user` hook point of the registry). */
export type AppUserCheck = (userId: number, passwordVersion: number) => Promise<boolean>

/**
 * The shop front end's realm: its tokens carry `realm: 'app'`, are refused on `/admin` routes, and
 * administrator tokens are refused here.
 */
export class AppRealm {
  constructor(
    private readonly tokens: TokenService,
    /** the check the module keeping app users filled, read at each request */
    private readonly userCheck: () => AppUserCheck | undefined,
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
    const current = this.userCheck()
    if (!current || !(await current(claims.userId, claims.passwordVersion)))
      throw unauthorized('sessionExpired')
    return { userId: claims.userId }
  }
}
