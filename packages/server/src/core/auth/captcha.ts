import { randomUUID } from 'node:crypto'
import svgCaptcha from 'svg-captcha'
import type { Cache } from '../cache.ts'
import { fail } from '../http/errors.ts'

const TTL_SECONDS = 30 * 60
/** each captcha holds memory for 30 minutes: how many one address may ask for a minute, in both realms */
const PER_ADDRESS_PER_MINUTE = 120
const key = (id: string) => `captcha:${id}`

export class CaptchaService {
  constructor(
    private readonly cache: Cache,
    /** tests only: every captcha's answer */
    private readonly fixedAnswer?: string,
  ) {}

  /** A new captcha for the address asking, refused (`tooManyRequests`) when it asks too fast. */
  async create(options: { width: number; height: number; color?: string }, ip: string) {
    if ((await this.cache.incr(`captcha:rate:${ip}`, 60)) > PER_ADDRESS_PER_MINUTE)
      throw fail('tooManyRequests')
    const size = { width: options.width, height: options.height, noise: 3, color: false }
    let text: string
    let svg: string
    if (this.fixedAnswer) {
      text = this.fixedAnswer
      // the package's types omit that the module itself renders a given text
      svg = (svgCaptcha as unknown as (text: string, o: object) => string)(text, size)
    } else {
      ;({ text, data: svg } = svgCaptcha.create({ ...size, size: 4, ignoreChars: '0oO1ilI' }))
    }
    // glyphs are drawn in random greys; the console asks for its own colour
    if (options.color) svg = svg.replace(/fill="#[0-9a-f]{3,6}"/gi, `fill="${options.color}"`)
    const captchaId = randomUUID()
    await this.cache.set(key(captchaId), text.toLowerCase(), TTL_SECONDS)
    return { captchaId, data: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
  }

  /** Any attempt uses the captcha up, right or wrong. */
  async check(captchaId: string, answer: string): Promise<boolean> {
    const expected = await this.cache.take<string>(key(captchaId))
    return expected !== undefined && expected === answer.trim().toLowerCase()
  }
}
