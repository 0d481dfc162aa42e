import { randomUUID } from 'node:crypto'
import type { Cache } from '../cache.ts'
import type { Db } from '../db/index.ts'
import { unauthorized } from '../http/errors.ts'
import { revokedKey, Sessions } from './sessions.ts'
import type { SessionClaims, TokenService } from './tokens.ts'

/** What a signed-in user may do, computed from the database by the module that owns users. */
export interface Authority {
  userId: number
  username: string
  passwordV: number
  /** 0 disabled, 1 enabled */
  status: number
  roleIds: number[]
  isSuper: boolean
  perms: string[]
  /** departments whose data the user may see and change; every department for the super-admin */
  departmentIds: number[]
  /** with TENANCY=on, the only tenant whose rows the user sees; null: every tenant */
  tenantId: number | null
}

export type AuthorityLoader = (userId: number) => Promise<Authority | undefined>

/** The caller of a request, once its token has passed every check. */
export interface Admin {
  userId: number
  username: string
  sid: number
  isSuper: boolean
  roleIds: number[]
  perms: ReadonlySet<string>
  departmentIds: readonly number[]
  /** with TENANCY=on, the only tenant whose rows the caller sees; null: every tenant */
  tenantId: number | null
  /** the authorisation epoch this answer was computed under (see AccessControl) */
  epoch: string
}

interface CachedAuthority extends Authority {
  epoch: string
}

/** An enabled user still on the password version the token was issued for. */
const isCurrent = (a: Authority | undefined, passwordVersion: number): a is Authority =>
  a?.status === 1 && a.passwordV === passwordVersion

const EPOCH = 'authz:epoch'
const AUTHORITY_TTL = 600
const MEMO_SIZE = 10_000
const authorityKey = (userId: number) => `authz:user:${userId}`

/**
 * Sessions and authorisation. A request passes when its token verifies, its session is not
 * revoked, the user is enabled and still has the password version the token was issued for.
 * Authorities are cached under an epoch: any change to users, roles or menus starts a new epoch,
 * so every instance recomputes on its next request.
 */
export class AccessControl {
  private loader?: AuthorityLoader
  private readonly memo = new Map<
    string,
    { authority: CachedAuthority; perms: ReadonlySet<string>; epoch: string }
  >()

  private readonly sessions: Sessions

  constructor(
    db: Db,
    private readonly cache: Cache,
    readonly tokens: TokenService,
  ) {
    this.sessions = new Sessions(db, cache, 'admin', tokens.refreshTtl)
  }

  setLoader(loader: AuthorityLoader) {
    this.loader = loader
  }

  /** Call after committing any change to users, roles, menus or their links; returns the new epoch. */
  async invalidate(): Promise<string> {
    const epoch = randomUUID()
    await this.cache.set(EPOCH, epoch)
    return epoch
  }

  /**
   * A user's authority under the current epoch: from this instance's memo, else the shared cache,
   * else the database. An authority is a function of user and epoch, so the memo cannot go stale;
   * a missing epoch (first start, or evicted) starts a new one rather than reuse an old value.
   */
  private async resolve(userId: number, rawEpoch: unknown, shared?: unknown) {
    const epoch = typeof rawEpoch === 'string' ? rawEpoch : await this.invalidate()
    const key = `${userId}:${epoch}`
    const memo = this.memo.get(key)
    if (memo) return memo
    let authority = shared as CachedAuthority | undefined
    if (shared === undefined) authority = await this.cache.get<CachedAuthority>(authorityKey(userId))
    if (authority?.epoch !== epoch) {
      if (!this.loader) throw new Error('No authority loader: the users module did not register one')
      const fresh = await this.loader(userId)
      authority = fresh && { ...fresh, epoch }
      if (authority) await this.cache.set(authorityKey(userId), authority, AUTHORITY_TTL)
    }
    const resolved = authority && { authority, perms: new Set(authority.perms), epoch }
    if (resolved) {
      if (this.memo.size >= MEMO_SIZE) this.memo.clear()
      this.memo.set(key, resolved)
    }
    return resolved
  }

  async authority(userId: number): Promise<Authority | undefined> {
    return (await this.resolve(userId, await this.cache.get(EPOCH)))?.authority
  }

  /** Checks an access token; throws 401 for any problem. */
  async authenticate(token: string | undefined): Promise<Admin> {
    const claims = this.tokens.verify(token)
    if (!claims) throw unauthorized()
    if (claims.isRefresh) throw unauthorized('sessionExpired')
    const [revoked, epoch] = await this.cache.getMany([revokedKey(claims.sid), EPOCH])
    if (revoked) throw unauthorized('sessionExpired')
    const resolved = await this.resolve(claims.userId, epoch)
    const a = resolved?.authority
    if (!isCurrent(a, claims.passwordVersion)) throw unauthorized('sessionExpired')
    return {
      userId: a.userId,
      username: a.username,
      sid: claims.sid,
      isSuper: a.isSuper,
      roleIds: a.roleIds,
      perms: resolved!.perms,
      departmentIds: a.departmentIds,
      tenantId: a.tenantId ?? null,
      epoch: resolved!.epoch,
    }
  }

  /** Opens a session for a user who has just proved who they are. */
  async signIn(a: Authority) {
    return this.issue(await this.sessions.open(a.userId), a, '')
  }

  /** Signs a new pair and makes its refresh token the session's next one, if it still expects `spentJti`. */
  private async issue(sid: number, a: Authority, spentJti: string) {
    const claims: SessionClaims = {
      sid,
      userId: a.userId,
      username: a.username,
      roleIds: a.roleIds,
      passwordVersion: a.passwordV,
      tenantId: null,
    }
    const { jti, tokens } = this.tokens.issue(claims)
    if (!(await this.sessions.advance(sid, spentJti, jti))) throw unauthorized('sessionExpired')
    return tokens
  }

  /** Trades a refresh token for a new pair; the old refresh token is then spent. */
  async refresh(refreshToken: string) {
    const claims = this.tokens.verify(refreshToken)
    if (!claims?.isRefresh || !claims.jti) throw unauthorized('sessionExpired')
    if (!(await this.sessions.accepts(claims.sid, claims.userId, claims.jti)))
      throw unauthorized('sessionExpired')
    const a = await this.authority(claims.userId)
    if (!isCurrent(a, claims.passwordVersion)) throw unauthorized('sessionExpired')
    return this.issue(claims.sid, a, claims.jti)
  }

  /** Ends one session: its access and refresh tokens stop working on every instance. */
  revoke(sid: number) {
    return this.sessions.revoke(sid)
  }

  /** Puts the revocations kept in the database back into the cache (after a restart). */
  restoreRevocations() {
    return this.sessions.restoreRevocations()
  }

  purgeExpiredSessions() {
    return this.sessions.purgeExpired()
  }
}
