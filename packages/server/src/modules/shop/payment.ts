import type { AppContext } from '../../platform.ts'

/** An order as a payment provider is asked to take its money. */
export interface PaymentRequest {
  orderId: number
  orderNum: string
  userId: number
  /** exact decimal text, two decimals */
  total: string
}

/**
 * Takes an order's money: the `shop.payment` hook point, which a plugin (or a module) fills with a
 * real provider. `paid: true` marks the order paid at once; `paid: false` hands the shop's front
 * end what it needs to finish paying with the provider (the provider then confirms it).
 */
export interface PaymentProvider {
  /** what it is: kept on the order and in the log */
  name: string
  pay(order: PaymentRequest): Promise<{ paid: true } | { paid: false; params: Record<string, unknown> }>
}

declare module '../../platform.ts' {
  interface Hooks {
    /** the provider app users pay their orders through */
    'shop.payment': PaymentProvider
  }
}

/** The built-in provider for trying the shop out: it pays at once. */
const testProvider: PaymentProvider = { name: 'test', pay: async () => ({ paid: true }) }

/**
 * The provider orders are paid through: the hook's, else the test provider outside production
 * (or with `PAYMENT_TEST=on`), else none.
 */
export function paymentProvider(ctx: AppContext): PaymentProvider | undefined {
  const filled = ctx.registry.hook('shop.payment')
  if (filled) return filled
  if (!ctx.config.production || ctx.config.vars.PAYMENT_TEST === 'on') return testProvider
  return undefined
}
