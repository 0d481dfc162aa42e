import type { FastifyBaseLogger } from 'fastify'
import type { Deliveries, DueDelivery } from './deliveries.ts'
import type { Listener } from './listener.ts'

export interface RetryPolicy {
  /** a claim's lease, beaten every third of it while the listener works */
  leaseMs: number
  /** the wait before the first retry, doubled for each next one (up to an hour) */
  retryMs: number
  /** tries before a delivery is marked failed */
  maxAttempts: number
}

const MAX_RETRY_MS = 3_600_000

/** What the log says of a delivery: its listener's name, the event's, and the try. */
export const logContext = (d: DueDelivery) => ({
  listener: d.listener,
  event: d.event,
  eventId: d.eventId,
  attempt: d.attempt,
})

/**
 * One try of a delivery this instance claimed: runs its listener while beating the lease, then
 * records the outcome. A listener that throws is logged with its name and the event's, and the
 * delivery is pending again after a back-off, or failed after its last try; the emitter's work is
 * never touched. Answers the wait before the retry, if there is one.
 */
export async function attempt(
  d: DueDelivery,
  listener: Listener,
  deliveries: Deliveries,
  log: FastifyBaseLogger,
  policy: RetryPolicy,
): Promise<number | undefined> {
  const heartbeat = setInterval(() => {
    deliveries.extend(d).catch((err) => log.warn({ err, ...logContext(d) }, 'event lease not extended'))
  }, policy.leaseMs / 3).unref()
  let failure: { err: unknown } | undefined
  try {
    await listener.run(d.payload as never, { eventId: d.eventId, event: d.event, attempt: d.attempt })
  } catch (err) {
    failure = { err }
  } finally {
    clearInterval(heartbeat)
  }
  try {
    if (failure) return await failed(d, failure.err, deliveries, log, policy)
    await deliveries.done(d)
  } catch (err) {
    log.error({ err, ...logContext(d) }, 'event delivery outcome not written: it runs again after its lease')
  }
  return undefined
}

async function failed(
  d: DueDelivery,
  err: unknown,
  deliveries: Deliveries,
  log: FastifyBaseLogger,
  policy: RetryPolicy,
): Promise<number | undefined> {
  const message = err instanceof Error ? err.message : String(err)
  const what = `listener ${d.listener} failed on ${d.event} ${d.eventId} (attempt ${d.attempt})`
  if (d.attempt >= policy.maxAttempts) {
    log.error({ err, ...logContext(d) }, `${what}: given up`)
    await deliveries.fail(d, message)
    return undefined
  }
  const wait = Math.min(policy.retryMs * 2 ** (d.attempt - 1), MAX_RETRY_MS)
  log.error({ err, ...logContext(d) }, `${what}: retried in ${wait / 1000} s`)
  await deliveries.retry(d, new Date(Date.now() + wait), message)
  return wait
}
