import type { AppContext } from '../../core/context.ts'

/**
 * Failed password checks (sign-in, and the old password of `personUpdate`), counted per account
 * and address and per address. A lock earned from one address does not lock the account for
 * the others, so nobody can lock an administrator out from outside.
 */
export class PasswordThrottle {
  constructor(private readonly ctx: AppContext) {}

  private keys(account: string, ip: string) {
    return [`login:fail:user:${account.toLowerCase()}:ip:${ip}`, `login:fail:ip:${ip}`]
  }

  get minutes() {
    return Math.ceil(this.ctx.config.login.windowSeconds / 60)
  }

  async blocked(account: string, ip: string): Promise<boolean> {
    const { maxFailsPerUser, maxFailsPerIp } = this.ctx.config.login
    const [pair, address] = (await this.ctx.cache.getMany(this.keys(account, ip))) as (number | undefined)[]
    return (pair ?? 0) >= maxFailsPerUser || (address ?? 0) >= maxFailsPerIp
  }

  async failed(account: string, ip: string) {
    const window = this.ctx.config.login.windowSeconds
    await Promise.all(this.keys(account, ip).map((k) => this.ctx.cache.incr(k, window)))
  }

  /** A right password clears the address's counters. */
  async succeeded(account: string, ip: string) {
    await this.ctx.cache.del(...this.keys(account, ip))
  }
}
