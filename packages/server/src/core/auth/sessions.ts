import type { Cache } from '../cache.ts'
import type { Db } from '../db/index.ts'
import { nowIso } from '../db/wire.ts'

/** Whose sessions: the console's administrators, or the shop's app users. */
export type Realm = 'admin' | 'app'

/** The cache key that marks a session revoked (read with others in one round trip by the admin realm). */
export const revokedKey = (sid: number) => `session:revoked:${sid}`

/**
 * Sign-in sessions of one realm, as rows of `core_session`: each holds the one refresh token it
 * accepts next (a compare-and-set, so that of concurrent uses of one refresh token, on any number
 * of instances, exactly one wins) and whether it was revoked. A revocation reaches every instance
 * through the cache at once, and survives restarts in the row.
 */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
    private readonly realm: Realm,
    /** how long a session lives: its refresh token's lifetime, in seconds */
    private readonly ttl: number,
  ) {}

  /** A new session of a user; its first refresh token is set by `advance`. */
  async open(userId: number): Promise<number> {
    const now = nowIso()
    const row = await this.db
      .insertInto('core_session')
      .values({
        userId,
        realm: this.realm,
        refreshJti: '',
        revoked: false,
        expireTime: new Date(Date.now() + this.ttl * 1000).toISOString(),
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  /** Makes `jti` the session's next refresh token, only if it still expects `spent` and is not revoked. */
  async advance(sid: number, spent: string, jti: string): Promise<boolean> {
    const result = await this.db
      .updateTable('core_session')
      .set({ refreshJti: jti, updateTime: nowIso() })
      .where('id', '=', sid)
      .where('realm', '=', this.realm)
      .where('refreshJti', '=', spent)
      .where('revoked', '=', false)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Whether a refresh token still opens its session: the session's next one, of its user, not revoked. */
  async accepts(sid: number, userId: number, jti: string): Promise<boolean> {
    const session = await this.db
      .selectFrom('core_session')
      .select(['refreshJti', 'revoked', 'userId'])
      .where('id', '=', sid)
      .where('realm', '=', this.realm)
      .executeTakeFirst()
    const revoked = session?.revoked === true || session?.revoked === 1
    return !!session && !revoked && session.refreshJti === jti && session.userId === userId
  }

  /** Whether the session was revoked (read from the cache, which every instance shares). */
  async revoked(sid: number): Promise<boolean> {
    return !!(await this.cache.get(revokedKey(sid)))
  }

  /** Ends one session: its access and refresh tokens stop working on every instance. */
  async revoke(sid: number) {
    const rows = await this.db
      .updateTable('core_session')
      .set({ revoked: true, updateTime: nowIso() })
      .where('id', '=', sid)
      .where('realm', '=', this.realm)
      .returning(['id', 'expireTime'])
      .execute()
    for (const r of rows) await this.markRevoked(r.id, r.expireTime)
  }

  /** Ends every session of a user, for good: enabling the user again revives none. */
  async revokeUser(userId: number) {
    const rows = await this.db
      .updateTable('core_session')
      .set({ revoked: true, updateTime: nowIso() })
      .where('userId', '=', userId)
      .where('realm', '=', this.realm)
      .where('revoked', '=', false)
      .where('expireTime', '>', nowIso())
      .returning(['id', 'expireTime'])
      .execute()
    for (const r of rows) await this.markRevoked(r.id, r.expireTime)
  }

  private async markRevoked(sid: number, expireTime: string | Date) {
    const ttl = Math.ceil((new Date(expireTime).getTime() - Date.now()) / 1000)
    if (ttl > 0) await this.cache.set(revokedKey(sid), 1, ttl)
  }

  /** Puts the revocations kept in the database back into the cache (after a restart). */
  async restoreRevocations() {
    const rows = await this.db
      .selectFrom('core_session')
      .select(['id', 'expireTime'])
      .where('realm', '=', this.realm)
      .where('revoked', '=', true)
      .where('expireTime', '>', nowIso())
      .execute()
    for (const r of rows) await this.markRevoked(r.id, r.expireTime)
  }

  async purgeExpired() {
    await this.db
      .deleteFrom('core_session')
      .where('realm', '=', this.realm)
      .where('expireTime', '<', nowIso())
      .execute()
  }
}
