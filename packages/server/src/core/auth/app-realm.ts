import type { Cache } from '../cache.ts'
import type { Db } from '../db/index.ts'
import { unauthorized } from '../http/errors.ts'
import { Sessions } from './sessions.ts'
import type { TokenService } from './tokens.ts'

/** A caller of the app realm (`/app/*` routes with access `app`). */
export interface AppCaller {
  realm: 'app'
  userId: number
  /** the session the token belongs to (log-off ends it) */
  sid: number
}

/** Whether an app user's token is still good (the `app.user` hook point of the registry). */
export type AppUserCheck = (userId: number, passwordVersion: number) => Promise<boolean>

/**
 * The shop front end's realm: its tokens carry `realm: 'app'` (signed with a key of their own,
 * with the realm's lifetimes), are refused on `/admin` routes, and administrator tokens are refused
 * here. Sessions are rows as administrators' are: a refresh token works once, and ending a user's
 * sessions ends them for good.
 */
export class AppRealm {
  private readonly sessions: Sessions

  constructor(
    db: Db,
    cache: Cache,
    private readonly tokens: TokenService,
    /** the check the module keeping app users filled, read at each request */
    private readonly userCheck: () => AppUserCheck | undefined,
  ) {
    this.sessions = new Sessions(db, cache, 'app', tokens.refreshTtl)
  }

  /** Opens a session for an app user who has just proved who they are. */
  async signIn(userId: number, passwordVersion: number) {
    return this.issue(await this.sessions.open(userId), userId, passwordVersion, '')
  }

  private async issue(sid: number, userId: number, passwordVersion: number, spent: string) {
    const { jti, tokens } = this.tokens.issueApp({ sid, userId, passwordVersion })
    if (!(await this.sessions.advance(sid, spent, jti))) throw unauthorized('sessionExpired')
    return tokens
  }

  /** Trades a refresh token for a new pair; the old one is then spent (once, whoever asks first). */
  async refresh(refreshToken: string) {
    const claims = this.tokens.verifyApp(refreshToken)
    if (!claims?.isRefresh || !claims.jti) throw unauthorized('sessionExpired')
    if (!(await this.sessions.accepts(claims.sid, claims.userId, claims.jti)))
      throw unauthorized('sessionExpired')
    if (!(await this.current(claims.userId, claims.passwordVersion))) throw unauthorized('sessionExpired')
    return this.issue(claims.sid, claims.userId, claims.passwordVersion, claims.jti)
  }

  private async current(userId: number, passwordVersion: number) {
    const check = this.userCheck()
    return !!check && (await check(userId, passwordVersion))
  }

  /** Checks an app access token; throws 401 for any problem. */
  async authenticate(token: string | undefined): Promise<AppCaller> {
    const claims = this.tokens.verifyApp(token)
    if (!claims) throw unauthorized()
    if (claims.isRefresh) throw unauthorized('sessionExpired')
    if (await this.sessions.revoked(claims.sid)) throw unauthorized('sessionExpired')
    if (!(await this.current(claims.userId, claims.passwordVersion))) throw unauthorized('sessionExpired')
    return { realm: 'app', userId: claims.userId, sid: claims.sid }
  }

  /** Ends one session (log-out). */
  signOut(sid: number) {
    return this.sessions.revoke(sid)
  }

  /** Ends every session of a user, for good (disabled, logged off, a new password). */
  endSessions(userId: number) {
    return this.sessions.revokeUser(userId)
  }

  restoreRevocations() {
    return this.sessions.restoreRevocations()
  }

  purgeExpiredSessions() {
    return this.sessions.purgeExpired()
  }
}
