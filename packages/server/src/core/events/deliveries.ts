import type { Updateable } from 'kysely'
import type { Tables } from '../db/tables.ts'
import type { Db } from '../db/types.ts'
import { nowIso } from '../db/wire.ts'

/** A delivery an instance may take: pending and due, or running under a lease that ran out. */
export interface DueDelivery {
  id: number
  eventId: number
  event: string
  listener: string
  payload: unknown
  status: string
  /** the tries begun so far */
  attempt: number
  /** the instance that holds it, or held it last */
  runner: string | null
}

const OPEN = ['pending', 'running']

type Change = Updateable<Tables['core_event_delivery']>

/**
 * The outbox's tables: `core_event` (what was emitted, and its payload) and `core_event_delivery`
 * (one row per event and listener). A delivery's `due` is when it may be taken: its next try while
 * pending, the end of its holder's lease while running, when it finished once done or failed.
 * Every change of hands is a compare-and-set on `attempt`, which each claim raises: of two
 * instances only one takes a delivery, and a holder whose lease was retaken writes no outcome.
 */
export class Deliveries {
  constructor(
    private readonly db: Db,
    private readonly runner: string,
    private readonly leaseMs: number,
  ) {}

  /** Writes the event and a pending delivery per listener, in the emitter's transaction; answers the event's id. */
  async record(trx: Db, event: string, payload: object, listeners: string[]): Promise<number> {
    const now = nowIso()
    const { id } = await trx
      .insertInto('core_event')
      .values({ name: event, payload: JSON.stringify(payload), createTime: now, updateTime: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (listeners.length)
      await trx
        .insertInto('core_event_delivery')
        .values(
          listeners.map((listener) => ({
            eventId: id,
            listener,
            status: 'pending',
            due: now,
            createTime: now,
            updateTime: now,
          })),
        )
        .execute()
    return id
  }

  /** Up to `limit` deliveries to these listeners that an instance may take now, oldest first. */
  async due(listeners: string[], limit: number): Promise<DueDelivery[]> {
    const rows = await this.db
      .selectFrom('core_event_delivery as d')
      .innerJoin('core_event as e', 'e.id', 'd.eventId')
      .select(['d.id', 'd.eventId', 'e.name as event', 'd.listener', 'e.payload'])
      .select(['d.status', 'd.attempt', 'd.runner'])
      .where('d.status', 'in', OPEN)
      .where('d.due', '<=', nowIso())
      .where('d.listener', 'in', listeners)
      .orderBy('d.due')
      .limit(limit)
      .execute()
    return rows.map((r) => ({
      ...r,
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    }))
  }

  /** Takes a due delivery for one more try under this instance's lease; false when another instance was first. */
  claim(d: DueDelivery): Promise<boolean> {
    return this.take(d, {
      status: 'running',
      attempt: d.attempt + 1,
      runner: this.runner,
      due: this.leaseEnd(),
    })
  }

  /** Marks failed a due delivery whose every try was cut short (its instances died running it). */
  abandon(d: DueDelivery, message: string): Promise<boolean> {
    return this.take(d, { status: 'failed', due: nowIso(), message })
  }

  /** Moves the lease of a delivery this instance runs (its heartbeat). */
  extend(d: DueDelivery) {
    return this.finish(d, { due: this.leaseEnd() })
  }

  done(d: DueDelivery) {
    return this.finish(d, { status: 'done', due: nowIso(), message: null })
  }

  /** After a failed try: pending again from `at`. */
  retry(d: DueDelivery, at: Date, message: string) {
    return this.finish(d, { status: 'pending', due: at.toISOString(), message })
  }

  fail(d: DueDelivery, message: string) {
    return this.finish(d, { status: 'failed', due: nowIso(), message })
  }

  /** Deletes deliveries done before `doneBefore` and failed before `failedBefore`, then events left with none. */
  async purge(doneBefore: Date, failedBefore: Date): Promise<number> {
    for (const [status, before] of [
      ['done', doneBefore],
      ['failed', failedBefore],
    ] as const)
      await this.db
        .deleteFrom('core_event_delivery')
        .where('status', '=', status)
        .where('due', '<', before.toISOString())
        .execute()
    const { numDeletedRows } = await this.db
      .deleteFrom('core_event')
      .where('createTime', '<', doneBefore.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('core_event_delivery as d').select('d.id').whereRef('d.eventId', '=', 'core_event.id'),
          ),
        ),
      )
      .executeTakeFirst()
    return Number(numDeletedRows)
  }

  private leaseEnd() {
    return new Date(Date.now() + this.leaseMs).toISOString()
  }

  /** Changes a delivery still as it was read, and still due; true when this instance changed it. */
  private async take(d: DueDelivery, values: Change): Promise<boolean> {
    const now = nowIso()
    const taken = await this.db
      .updateTable('core_event_delivery')
      .set({ ...values, updateTime: now })
      .where('id', '=', d.id)
      .where('attempt', '=', d.attempt)
      .where('status', 'in', OPEN)
      .where('due', '<=', now)
      .executeTakeFirst()
    return Number(taken.numUpdatedRows) === 1
  }

  /** Changes a delivery this instance holds, unless its lease was retaken (the attempt moved on). */
  private async finish(d: DueDelivery, values: Change) {
    await this.db
      .updateTable('core_event_delivery')
      .set({ ...values, updateTime: nowIso() })
      .where('id', '=', d.id)
      .where('attempt', '=', d.attempt)
      .where('status', '=', 'running')
      .execute()
  }
}
