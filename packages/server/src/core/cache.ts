import { Redis } from 'ioredis'

/**
 * State that every instance must share: captcha answers, sessions, user authorisation, sign-in
 * counters. In-process by default; Redis when REDIS_URL is set. Values are JSON.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>
  /** several keys in one round trip */
  getMany(keys: string[]): Promise<unknown[]>
  set(key: string, value: unknown, ttlSeconds?: number): Promise<void>
  del(...keys: string[]): Promise<void>
  /** reads and deletes in one step: a second `take` of the same key finds nothing */
  take<T>(key: string): Promise<T | undefined>
  /** adds one; the window's time-to-live starts with the first increment */
  incr(key: string, ttlSeconds: number): Promise<number>
  close(): Promise<void>
}

interface Entry {
  value: string
  expires: number
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>()
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref()

  private read(key: string): string | undefined {
    const e = this.entries.get(key)
    if (!e) return undefined
    if (e.expires && e.expires <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    return e.value
  }

  private sweep() {
    const now = Date.now()
    for (const [k, e] of this.entries) if (e.expires && e.expires <= now) this.entries.delete(k)
  }

  async get<T>(key: string) {
    const v = this.read(key)
    return v === undefined ? undefined : (JSON.parse(v) as T)
  }
  async getMany(keys: string[]) {
    return keys.map((k) => {
      const v = this.read(k)
      return v === undefined ? undefined : JSON.parse(v)
    })
  }
  async set(key: string, value: unknown, ttlSeconds?: number) {
    this.entries.set(key, {
      value: JSON.stringify(value),
      expires: ttlSeconds ? Date.now() + ttlSeconds * 1000 : 0,
    })
  }
  async del(...keys: string[]) {
    for (const k of keys) this.entries.delete(k)
  }
  async take<T>(key: string) {
    const v = this.read(key)
    this.entries.delete(key)
    return v === undefined ? undefined : (JSON.parse(v) as T)
  }
  async incr(key: string, ttlSeconds: number) {
    const current = this.read(key)
    const next = (current === undefined ? 0 : Number(JSON.parse(current))) + 1
    const expires = current === undefined ? Date.now() + ttlSeconds * 1000 : this.entries.get(key)!.expires
    this.entries.set(key, { value: String(next), expires })
    return next
  }
  async close() {
    clearInterval(this.sweeper)
    this.entries.clear()
  }
}

const parse = (v: string | null) => (v === null ? undefined : JSON.parse(v))

export class RedisCache implements Cache {
  readonly redis: Redis
  /** the connection's last failure: ioredis reconnects by itself, commands meanwhile fail and say so */
  private lastError?: Error
  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true })
    this.redis.on('error', (err: Error) => {
      this.lastError = err
    })
  }

  /** Connects once; a Redis that cannot be reached is an error at start-up, not endless retries. */
  async connect() {
    try {
      await this.redis.connect()
    } catch (err) {
      this.redis.disconnect()
      throw this.lastError ?? err
    }
  }
  private k(key: string) {
    return this.prefix + key
  }
  async get<T>(key: string) {
    return parse(await this.redis.get(this.k(key))) as T | undefined
  }
  async getMany(keys: string[]) {
    if (keys.length === 0) return []
    return (await this.redis.mget(keys.map((k) => this.k(k)))).map(parse)
  }
  async set(key: string, value: unknown, ttlSeconds?: number) {
    const v = JSON.stringify(value)
    if (ttlSeconds) await this.redis.set(this.k(key), v, 'EX', ttlSeconds)
    else await this.redis.set(this.k(key), v)
  }
  async del(...keys: string[]) {
    if (keys.length) await this.redis.del(...keys.map((k) => this.k(k)))
  }
  async take<T>(key: string) {
    return parse(await this.redis.getdel(this.k(key))) as T | undefined
  }
  async incr(key: string, ttlSeconds: number) {
    const k = this.k(key)
    const [[, n]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) as [[null, number]]
    return n
  }
  async close() {
    this.redis.disconnect()
  }
}

export async function openCache(redisUrl: string | undefined, prefix: string): Promise<Cache> {
  if (!redisUrl) return new MemoryCache()
  const cache = new RedisCache(redisUrl, prefix)
  await cache.connect()
  return cache
}
