/**
 * The events modules emit, by name (`<module>.<what>`), with their payloads (JSON objects). The
 * emitting module declares each one in its own folder, so that its emits and every listener are
 * checked against one payload type:
 *
 *     declare module '../../platform.ts' {
 *       interface Events {
 *         'user.created': { userId: number }
 *       }
 *     }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules that emit
export interface Events {}

export type EventName = keyof Events & string

/** What a listener is told besides the payload. */
export interface ListenerMeta {
  /** the event's id: the same on every try, the key an idempotent listener records */
  eventId: number
  event: string
  /** 1 on the first try; more after a failure, or after an instance died running it */
  attempt: number
}

/**
 * A module's listener (`Module.listeners`). It runs after the emitting transaction commits, at
 * least once: again after it throws (with a back-off, a bounded number of times) and again when an
 * instance dies before its success was recorded. Its work must therefore be idempotent: keyed by
 * `meta.eventId` (a unique key) or by what the payload names.
 */
export interface Listener<E extends EventName = EventName> {
  event: E
  /** `<module>:<what>`, owned by the module as its jobs' names are; one delivery per event and name */
  name: string
  run(payload: Events[E], meta: ListenerMeta): Promise<unknown>
}

/** Helps TypeScript check a listener's `run` against its event's payload. */
export const listener = <E extends EventName>(l: Listener<E>) => l as unknown as Listener

const EVENT_NAME = /^[a-z][a-z0-9-]*\.[a-z][a-zA-Z0-9.-]*$/

/** Refuses an event name that is not `<module>.<what>`. */
export function checkEventName(name: string) {
  if (!EVENT_NAME.test(name)) throw new Error(`Event "${name}": name it <module>.<what>, e.g. user.created`)
}
