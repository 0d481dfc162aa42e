import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/types.ts'
import type { Job } from '../job.ts'
import { attempt, logContext, type RetryPolicy } from './attempt.ts'
import { Deliveries, type DueDelivery } from './deliveries.ts'
import { checkEventName, type EventName, type Events, type Listener } from './listener.ts'

export interface EventBusOptions {
  /** how often the outbox is read for deliveries committed by another instance or left by a crash */
  pollSeconds?: number
  /** how long a claim holds a delivery: a holder beats it every third of it; one that stops beating lost it */
  leaseSeconds?: number
  /** the wait before a failed delivery's first retry, doubled for each next one (up to an hour) */
  retrySeconds?: number
  /** tries of a delivery, cut-short ones included, before it is marked failed */
  maxAttempts?: number
}

/** deliveries one instance runs at a time */
const BATCH = 20
/** after an emit, the first wait before the outbox is read again while its transaction has not committed */
const NUDGE_MS = 10
/** how long stopping waits for the listeners at work; those still running are retaken after their lease */
const STOP_WAIT_MS = 5000
const DONE_DAYS = 7
const FAILED_DAYS = 30

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/**
 * Events with several listeners, through an outbox: `emit` writes the event and one delivery per
 * listener in the emitter's transaction, so that a rollback leaves none. After the commit, every
 * instance sharing the database claims due deliveries under a lease (Deliveries) and runs their
 * listeners; a success is recorded, a failure retried with a back-off, a delivery whose holder died
 * retaken when its lease runs out. At least once: listeners are idempotent.
 */
export class EventBus {
  readonly runner = randomUUID()
  private readonly listeners = new Map<string, Listener>()
  /** the runs under way, by delivery id */
  private readonly inFlight = new Map<number, Promise<void>>()
  private readonly deliveries: Deliveries
  private readonly pollMs: number
  private readonly policy: RetryPolicy
  private timer?: NodeJS.Timeout
  private timerAt = 0
  private looping?: Promise<void>
  private rerun = false
  /** the next quick read after an emit (0: none, the poll's pace) */
  private nudgeMs = 0
  /** the last read found more than there was room for */
  private backlog = false
  private stopped = true

  constructor(
    db: Db,
    private readonly log: FastifyBaseLogger,
    options: EventBusOptions = {},
  ) {
    this.pollMs = (options.pollSeconds ?? 1) * 1000
    this.policy = {
      leaseMs: (options.leaseSeconds ?? 60) * 1000,
      retryMs: (options.retrySeconds ?? 2) * 1000,
      maxAttempts: options.maxAttempts ?? 10,
    }
    this.deliveries = new Deliveries(db, this.runner, this.policy.leaseMs)
  }

  /** Declares a listener (a module's, at start-up). */
  add(l: Listener) {
    checkEventName(l.event)
    if (this.listeners.has(l.name)) throw new Error(`Listener ${l.name} declared twice`)
    this.listeners.set(l.name, l)
  }

  /**
   * Records an event in the emitter's transaction, for every listener of it; they run once the
   * transaction has committed, never if it rolls back. Answers the event's id.
   */
  async emit<E extends EventName>(trx: Db, event: E, payload: Events[E]): Promise<number> {
    checkEventName(event)
    if (!trx.isTransaction)
      throw new Error(`Event ${event}: emit it in the transaction of the work it announces`)
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
      throw new Error(`Event ${event}: its payload must be a JSON object`)
    const names = [...this.listeners.values()].filter((l) => l.event === event).map((l) => l.name)
    const id = await this.deliveries.record(trx, event, payload, names)
    if (names.length) {
      this.nudgeMs = NUDGE_MS
      this.wake(0)
    }
    return id
  }

  start() {
    this.stopped = false
    if (this.listeners.size) this.wake(0)
  }

  /** Stops claiming and waits a while for the listeners at work; what is left waits in the outbox. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    this.timer = undefined
    await this.looping
    const waited = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())
    await Promise.race([Promise.all(this.inFlight.values()), waited])
  }

  /** Claims what is due now and waits for its runs (tests call it instead of `start`). */
  async tick() {
    await Promise.all(await this.claim())
  }

  /** The core job that deletes deliveries done a week ago (failed ones after a month), and their events. */
  readonly purgeJob: Job = {
    name: 'core:event-purge',
    description: { 'zh-cn': '清理已处理的事件', 'zh-tw': '清理已處理的事件', en: 'Deletes delivered events' },
    run: async () =>
      `${await this.deliveries.purge(daysAgo(DONE_DAYS), daysAgo(FAILED_DAYS))} events deleted`,
    schedule: { cron: '0 50 0 * * *' },
  }

  /** Reads the outbox in `ms` at the latest. */
  private wake(ms: number) {
    if (this.stopped) return
    const at = Date.now() + ms
    if (this.timer && this.timerAt <= at) return
    clearTimeout(this.timer)
    this.timerAt = at
    this.timer = setTimeout(() => {
      this.timer = undefined
      if (this.looping) this.rerun = true
      else this.looping = this.loop().finally(() => (this.looping = undefined))
    }, ms).unref()
  }

  /**
   * Claims what is due (again when woken meanwhile), then sleeps until the poll. After an emit, it
   * reads again at growing intervals until it finds work: the emit's transaction commits after it.
   */
  private async loop() {
    let found = false
    do {
      this.rerun = false
      const runs = await this.claim().catch((err) => {
        this.log.error({ err }, 'the event outbox could not be read')
        return []
      })
      found ||= runs.length > 0
    } while (this.rerun && !this.stopped)
    const quick = found ? 0 : this.nudgeMs
    this.nudgeMs = quick && quick * 2 < this.pollMs ? quick * 2 : 0
    this.wake(quick || this.pollMs)
  }

  /** Starts the runs of the due deliveries this instance wins; returns them. */
  private async claim(): Promise<Promise<void>[]> {
    const room = BATCH - this.inFlight.size
    if (!this.listeners.size || room <= 0) return []
    const due = await this.deliveries.due([...this.listeners.keys()], room)
    this.backlog = due.length === room
    const started: Promise<void>[] = []
    for (const d of due) {
      // its lease ran out while this instance still runs it (a heartbeat that failed): not twice here
      if (this.inFlight.has(d.id)) continue
      if (d.status === 'running' && d.attempt >= this.policy.maxAttempts) {
        if (await this.deliveries.abandon(d, `its instance stopped running it ${d.attempt} times`))
          this.log.error(
            logContext(d),
            `listener ${d.listener} given up on ${d.event}: its instances died running it`,
          )
        continue
      }
      if (!(await this.deliveries.claim(d))) continue
      if (d.status === 'running')
        this.log.warn(
          { ...logContext(d), crashedRunner: d.runner },
          'event delivery taken over after its lease ran out',
        )
      started.push(this.run({ ...d, attempt: d.attempt + 1 }))
    }
    return started
  }

  /** Runs a claimed delivery (attempt.ts); reads the outbox again at its retry, or for the backlog. */
  private run(d: DueDelivery): Promise<void> {
    const listener = this.listeners.get(d.listener) as Listener
    const work = attempt(d, listener, this.deliveries, this.log, this.policy)
      .then((retryIn) => {
        if (retryIn !== undefined) this.wake(retryIn)
      })
      .finally(() => {
        this.inFlight.delete(d.id)
        if (this.backlog) this.wake(0)
      })
    this.inFlight.set(d.id, work)
    return work
  }
}
