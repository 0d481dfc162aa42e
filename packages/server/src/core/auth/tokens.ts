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

/** How many verified tokens a server keeps; past it the set starts again. */
const VERIFIED_SIZE = 1000

export type SessionClaims = Omit<TokenClaims, 'isRefresh' | 'jti'>

/** Claims of the app realm (`/app/*`): a shop customer, never an administrator. */
export interface AppClaims {
  realm: 'app'
  isRefresh: boolean
  /** session id: a row of core_session of the app realm */
  sid: number
  userId: number
  passwordVersion: number
  /** refresh tokens only: the one refresh token the session accepts next */
  jti?: string
}

export class TokenService {
  private readonly signAccess: (p: object) => string
  private readonly signRefresh: (p: object) => string
  private readonly verifier: (t: string) => TokenClaims
  /**
   * Claims of tokens this server has verified, by their exact text, until they expire: the same
   * bytes always carry the same signature, so a repeated token skips the check. (fast-jwt's own
   * cache hashes the token with SHA-256 at every call, which costs more than the lookup saves.)
   */
  private readonly verified = new Map<string, Readonly<Record<string, unknown>>>()

  constructor(
    secret: string,
    readonly accessTtl: number,
    readonly refreshTtl: number,
  ) {
    this.signAccess = createSigner({ key: secret, algorithm: 'HS256', expiresIn: accessTtl * 1000 })
    this.signRefresh = createSigner({ key: secret, algorithm: 'HS256', expiresIn: refreshTtl * 1000 })
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'] })
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
  issueApp(claims: Omit<AppClaims, 'realm' | 'isRefresh' | 'jti'>) {
    const jti = randomUUID()
    const app = { ...claims, realm: 'app' }
    return {
      jti,
      tokens: {
        token: this.signAccess({ ...app, isRefresh: false }),
        expire: this.accessTtl,
        refreshToken: this.signRefresh({ ...app, isRefresh: true, jti }),
        refreshExpire: this.refreshTtl,
      },
    }
  }

  private claims(token: string | undefined): Readonly<Record<string, unknown>> | undefined {
    if (!token || token.length > 4096) return undefined
    const known = this.verified.get(token)
    if (known) {
      if (Date.now() < (known.exp as number) * 1000) return known
      this.verified.delete(token)
      return undefined
    }
    let claims: Record<string, unknown>
    try {
      claims = this.verifier(token) as unknown as Record<string, unknown>
    } catch {
      return undefined
    }
    if (typeof claims.userId !== 'number') return undefined
    if (typeof claims.exp === 'number') {
      if (this.verified.size >= VERIFIED_SIZE) this.verified.clear()
      this.verified.set(token, Object.freeze(claims))
    }
    return claims
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
    return claims?.realm === 'app' && typeof claims.sid === 'number'
      ? (claims as unknown as AppClaims)
      : undefined
  }
}
