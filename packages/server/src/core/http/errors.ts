import type { Text } from '@backroom/contract'
import type { z } from 'zod'
import type { MessageKey } from './messages.ts'

/**
 * An expected failure: answered with code 1001 and a translated message, never a stack. The message
 * is the core's (by key) or a module's own (its texts, from the module's `messages.ts`).
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey | Text,
    readonly params?: Record<string, unknown>,
    readonly status: 200 | 401 | 403 | 404 = 200,
    /** the body field the failure is about, named in the answer so that a form shows it there */
    readonly field?: string,
    /** what the client needs besides the message (`{ captcha: true }`: ask again with a captcha) */
    readonly data?: unknown,
  ) {
    super(typeof key === 'string' ? key : key.en)
  }
}

export const fail = (key: MessageKey | Text, params?: Record<string, unknown>) => new AppError(key, params)
/** A 1001 about one field of the body (the console's forms show it there), or with data for the client. */
export const failOn = (
  key: MessageKey | Text,
  about: { field?: string; data?: unknown; params?: Record<string, unknown> },
) => new AppError(key, about.params, 200, about.field, about.data)
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(key, undefined, 401)
export const forbidden = () => new AppError('forbidden', undefined, 403)

/** An expected failure whose text is already written (e.g. a validation detail). */
export class InvalidInput extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('invalid input')
  }
}
