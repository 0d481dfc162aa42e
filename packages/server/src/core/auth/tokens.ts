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

/** Claims of the app realm (`/app/*`): a shop customer, never an administrator. */
export interface AppClaims {
  realm: 'app'
  isRefresh: boolean
  userId: number
  passwordVersion: number
}

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

  /** Tokens of the app realm: their claims say so, and no administrator route takes them. */
  issueApp(userId: number, passwordVersion: number) {
    const claims: Omit<AppClaims, 'isRefresh'> = { realm: 'app', userId, passwordVersion }
    return {
      token: this.signAccess({ ...claims, isRefresh: false }),
      expire: this.accessTtl,
      refreshToken: this.signRefresh({ ...claims, isRefresh: true }),
      refreshExpire: this.refreshTtl,
    }
  }

  private claims(token: string | undefined): Record<string, unknown> | undefined {
    if (!token || token.length > 4096) return undefined
    try {
      const claims = this.verifier(token) as unknown as Record<string, unknown>
      return typeof claims.userId === 'number' ? claims : undefined
    } catch {
      return undefined
    }
  }

  /** The claims of a valid, unexpired administrator token signed by us; undefined for anything else. */
  verify(token: string | undefined): TokenClaims | undefined {
    const claims = this.claims(token)
    return claims && claims.realm === undefined && typeof claims.sid === 'number'
      ? (claims as unknown as TokenClaims)
      : undefined
  }

  /** The claims of a valid, unexpired app-realm token signed by us; undefined for anything else. */
  verifyApp(token: string | undefined): AppClaims | undefined {
    const claims = this.claims(token)
    return claims?.realm === 'app' ? (claims as unknown as AppClaims) : undefined
  }
}
