import type { ModuleMigrations } from './db/migrate.ts'

/**
 * Tables of the core itself: sign-in sessions, the scheduler's jobs and run log, the events' outbox,
 * settings such as the JWT secret.
 */
export const coreMigrations: ModuleMigrations = {
  module: 'core',
  migrations: [
    {
      // until 2026-11 this migration also made the request log's and the recycle bin's tables,
      // which their modules make now (skipping them where this migration did)
      name: '0001_sessions_and_leases',
      async up(s) {
        await s.createTable(
          'core_session',
          {
            userId: 'int not null',
            refreshJti: 'varchar(64) not null',
            revoked: 'bool not null default false',
            expireTime: 'datetime not null',
          },
          { indexes: [['userId'], ['expireTime']] },
        )
        await s.createTable(
          'core_lease',
          {
            name: 'varchar(100) not null unique',
            holder: 'varchar(100)',
            expireTime: 'datetime',
            lastRun: 'datetime',
          },
          {},
        )
        await s.createTable('core_setting', { key: 'varchar(100) not null unique', value: 'text not null' })
      },
    },
    {
      // the scheduler claims each fire slot by moving the job's next run, and logs every run
      name: '0002_scheduled_jobs',
      async up(s) {
        await s.run('drop table "core_lease"')
        await s.createTable(
          'core_job',
          {
            name: 'varchar(100) not null unique',
            action: 'varchar(100) not null',
            args: 'json not null',
            cron: 'varchar(100)',
            everySeconds: 'int',
            enabled: 'bool not null default true',
            nextRun: 'datetime',
          },
          { indexes: [['nextRun']] },
        )
        await s.createTable(
          'core_job_run',
          {
            jobId: 'int not null',
            slot: 'datetime not null',
            attempt: 'int not null default 1',
            runner: 'varchar(64) not null',
            status: 'varchar(20) not null',
            startTime: 'datetime not null',
            finishTime: 'datetime',
            heartbeat: 'datetime not null',
            duration: 'int',
            message: 'text',
          },
          {
            indexes: [
              ['jobId', 'slot'],
              ['status', 'heartbeat'],
            ],
          },
        )
      },
    },
    {
      // app users have sessions too, in the same table, told apart by realm
      name: '0003_session_realm',
      async up(s) {
        await s.run(`alter table "core_session" add column "realm" varchar(10) not null default 'admin'`)
        await s.createIndex('core_session', ['realm', 'userId'])
      },
    },
    {
      // events emitted in a transaction, and one delivery per listener, claimed under a lease
      // (core/events/): claims read by status and due time, as the purge does
      name: '0004_event_outbox',
      async up(s) {
        await s.createTable('core_event', { name: 'varchar(100) not null', payload: 'json not null' })
        await s.createTable(
          'core_event_delivery',
          {
            eventId: 'int not null',
            listener: 'varchar(100) not null',
            status: 'varchar(20) not null',
            attempt: 'int not null default 0',
            due: 'datetime not null',
            runner: 'varchar(64)',
            message: 'text',
          },
          { indexes: [['status', 'due']], unique: [['eventId', 'listener']] },
        )
      },
    },
    {
      // jobs an administrator sees and steers (the task module): a title and remark, the text the
      // action was named by, a window and a run limit the scheduler keeps, who made it (a module's
      // job has no maker) and whether its schedule was edited (then a module's default no longer
      // overwrites it)
      name: '0005_job_rules',
      async up(s) {
        await s.addColumns('core_job', {
          title: 'varchar(100)',
          service: 'varchar(200)',
          remark: 'varchar(500)',
          repeatConf: 'varchar(1000)',
          maxRuns: 'int',
          runCount: 'int not null default 0',
          startAt: 'datetime',
          endAt: 'datetime',
          createdBy: 'int',
          system: 'bool not null default false',
          edited: 'bool not null default false',
        })
        await s.createIndex('core_job_run', ['jobId', 'startTime'])
      },
    },
  ],
}
