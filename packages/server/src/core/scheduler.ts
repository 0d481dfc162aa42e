import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './db/index.ts'
import { nowIso } from './db/wire.ts'

export interface Job {
  /** unique: the lease is taken under this name */
  name: string
  everySeconds: number
  run(): Promise<void>
}

const LEASE_SECONDS = 10 * 60

/**
 * Periodic work, run by exactly one instance: each job is claimed through a row of core_lease
 * with one conditional UPDATE, so instances sharing a database never run the same job twice.
 */
export class Scheduler {
  private readonly jobs: Job[] = []
  private timer?: NodeJS.Timeout
  private running?: Promise<void>
  readonly holder = randomUUID()

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: Job) {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`Job ${job.name} added twice`)
    this.jobs.push(job)
  }

  start(tickSeconds = 30) {
    this.timer = setInterval(() => void this.tick(), tickSeconds * 1000).unref()
    void this.tick()
  }

  async stop() {
    clearInterval(this.timer)
    await this.running
  }

  /** Runs every due job this instance can claim; returns the names it ran. */
  async tick(): Promise<string[]> {
    if (this.running) return []
    const ran: string[] = []
    this.running = (async () => {
      for (const job of this.jobs) {
        try {
          if (await this.claim(job)) {
            await job.run()
            ran.push(job.name)
            await this.release(job, true)
          }
        } catch (err) {
          this.log.error({ err, job: job.name }, 'scheduled job failed')
          await this.release(job, false).catch(() => {})
        }
      }
    })()
    await this.running
    this.running = undefined
    return ran
  }

  private async claim(job: Job): Promise<boolean> {
    const now = new Date()
    await this.db
      .insertInto('core_lease')
      .values({ name: job.name, createTime: now.toISOString(), updateTime: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    const due = new Date(now.getTime() - job.everySeconds * 1000).toISOString()
    const result = await this.db
      .updateTable('core_lease')
      .set({
        holder: this.holder,
        expireTime: new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString(),
        updateTime: now.toISOString(),
      })
      .where('name', '=', job.name)
      .where((eb) => eb.or([eb('expireTime', 'is', null), eb('expireTime', '<', now.toISOString())]))
      .where((eb) => eb.or([eb('lastRun', 'is', null), eb('lastRun', '<=', due)]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  private async release(job: Job, done: boolean) {
    await this.db
      .updateTable('core_lease')
      .set({ holder: null, expireTime: null, updateTime: nowIso(), ...(done ? { lastRun: nowIso() } : {}) })
      .where('name', '=', job.name)
      .where('holder', '=', this.holder)
      .execute()
  }
}
