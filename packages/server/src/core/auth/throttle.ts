import type { Cache } from '../cache.ts'
import type { Config } from '../config.ts'

/**
 * Failed password checks (sign-in, and the old password of `personUpdate`), counted per account
 * and address and per address. A lock earned from one address does not lock the account for
 * the others, so nobody can lock an administrator out from outside.
 */
export class PasswordThrottle {
  constructor(
    private readonly cache: Cache,
    private readonly limits: Config['login'],
  ) {}

  private keys(account: string, ip: string) {
    return [`login:fail:user:${account.toLowerCase()}:ip:${ip}`, `login:fail:ip:${ip}`]
  }

  get minutes() {
    return Math.ceil(this.limits.windowSeconds / 60)
  }

  /** The failures counted for this account from this address, and from the address for any account. */
  async failures(account: string, ip: string): Promise<{ pair: number; address: number }> {
    const [pair, address] = (await this.cache.getMany(this.keys(account, ip))) as (number | undefined)[]
    return { pair: pair ?? 0, address: address ?? 0 }
  }

  async blocked(account: string, ip: string): Promise<boolean> {
    const { pair, address } = await this.failures(account, ip)
    return pair >= this.limits.maxFailsPerUser || address >= this.limits.maxFailsPerIp
  }

  async failed(account: string, ip: string) {
    const window = this.limits.windowSeconds
    await Promise.all(this.keys(account, ip).map((k) => this.cache.incr(k, window)))
  }

  /** A right password clears the address's counters. */
  async succeeded(account: string, ip: string) {
    await this.cache.del(...this.keys(account, ip))
  }
}
