import { randomInt } from 'node:crypto'
import { type AppContext, fail, failOn } from '../../platform.ts'
import { messages } from './messages.ts'

/** Sends a text message with a sign-in code (the `sms` hook point: a plugin or module fills it with a real provider). */
export interface SmsSender {
  /** what it is, for the log */
  name: string
  send(phone: string, code: string): Promise<void>
}

declare module '../../platform.ts' {
  interface Hooks {
    /** the text-message provider app users' sign-in codes go through */
    sms: SmsSender
  }
}

const CODE_TTL_SECONDS = 5 * 60
/** at most one code a minute to a phone, and so many an hour from one address */
const PER_PHONE_SECONDS = 60
const PER_ADDRESS_HOURLY = 10

const codeKey = (phone: string) => `sms:code:${phone}`

/**
 * The built-in provider: writes the code to the server's log, for development. It refuses to run
 * with NODE_ENV=production, where a real provider must fill the `sms` hook. With the tests' fixed
 * captcha answer set, that answer is every code.
 */
export const logSender = (ctx: AppContext): SmsSender => ({
  name: 'server log',
  async send(phone, code) {
    if (ctx.config.production) throw fail(messages.smsUnavailable)
    ctx.log.info({ phone }, `text message code for ${phone}: ${code}`)
  },
})

/** Sign-in codes by text message: six digits, five minutes, used up by any check, rate-limited. */
export class SmsCodes {
  constructor(private readonly ctx: AppContext) {}

  async send(phone: string, ip: string) {
    const { cache } = this.ctx
    if ((await cache.incr(`sms:rate:phone:${phone}`, PER_PHONE_SECONDS)) > 1) throw fail(messages.smsTooOften)
    if ((await cache.incr(`sms:rate:ip:${ip}`, 3600)) > PER_ADDRESS_HOURLY) throw fail(messages.smsTooOften)
    const code = this.ctx.config.testCaptcha ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
    const sender = this.ctx.registry.hook('sms') ?? logSender(this.ctx)
    await sender.send(phone, code)
    await cache.set(codeKey(phone), code, CODE_TTL_SECONDS)
  }

  /** Refuses a wrong or expired code; either way the code is used up. */
  async check(phone: string, code: string) {
    const expected = await this.ctx.cache.take<string>(codeKey(phone))
    if (!expected || expected !== code) throw failOn(messages.smsWrong, { field: 'smsCode' })
  }
}
