import { randomUUID } from 'node:crypto'
import { createSigner, createVerifier } from 'fast-jwt'

export interface TokenClaims {
  isRefresh: boolean
  /** session id: a row of core_session; logout revokes it */
  sid: number
  userId: number
  username: string
  roleIds: number[]
  passwordVersion: number
  tenantId: null
  /** refresh tokens only: the one refresh token the session accepts next */
  jti?: string
}

export type SessionClaims = Omit<TokenClaims, 'isRefresh' | 'jti'>

export class TokenService {
  private readonly signAccess: (p: object) => string
  private readonly signRefresh: (p: object) => string
  private readonly verifier: (t: string) => TokenClaims

  constructor(
    secret: string,
    readonly accessTtl: number,
    readonly refreshTtl: number,
  ) {
    this.signAccess = createSigner({ key: secret, algorithm: 'HS256', expiresIn: accessTtl * 1000 })
    this.signRefresh = createSigner({ key: secret, algorithm: 'HS256', expiresIn: refreshTtl * 1000 })
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 })
  }

  issue(claims: SessionClaims) {
    const jti = randomUUID()
    return {
      jti,
      tokens: {
        token: this.signAccess({ ...claims, isRefresh: false }),
        expire: this.accessTtl,
        refreshToken: this.signRefresh({ ...claims, isRefresh: true, jti }),
        refreshExpire: this.refreshTtl,
      },
    }
  }

  /** The claims of a valid, unexpired token signed by us; undefined for anything else. */
  verify(token: string | undefined): TokenClaims | undefined {
    if (!token || token.length > 4096) return undefined
    try {
      const claims = this.verifier(token)
      return typeof claims.userId === 'number' && typeof claims.sid === 'number' ? claims : undefined
    } catch {
      return undefined
    }
  }
}
