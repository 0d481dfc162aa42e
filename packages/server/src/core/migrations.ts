import type { ModuleMigrations } from './db/migrate.ts'

/** Tables of the core itself: sign-in sessions, the scheduler's jobs and run log, settings such as the JWT secret,
 * and the two tables the core writes for every module (request log, recycle bin). */
export const coreMigrations: ModuleMigrations = {
  module: 'core',
  migrations: [
    {
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
        // written by the core for every module: the request log and the recycle bin
        await s.createTable(
          'base_sys_log',
          { userId: 'int', action: 'varchar(200) not null', ip: 'varchar(50)', params: 'json' },
          { indexes: [['userId']] },
        )
        await s.createKeywordIndex('base_sys_log', ['action', 'ip'])
        await s.createTable(
          'recycle_data',
          {
            entityInfo: 'json not null',
            userId: 'int',
            data: 'json not null',
            url: 'varchar(255)',
            params: 'json',
            count: 'int not null default 1',
          },
          { indexes: [['userId']] },
        )
        await s.createKeywordIndex('recycle_data', ['url'])
      },
    },
    {
      name: '0002_short_keyword_tables',
      async up(s) {
        await s.createShortKeywordTable('base_sys_log', ['action', 'ip'])
        await s.createShortKeywordTable('recycle_data', ['url'])
      },
    },
    {
      // keeping a trigram index of every request costs more than the rare log search saves: the
      // log is searched through its narrow keyword table (SQLite) or a plain scan (PostgreSQL)
      name: '0003_request_log_without_trigram_index',
      async up(s) {
        await s.dropKeywordIndex('base_sys_log', ['action', 'ip'])
      },
    },
    {
      // the scheduler claims each fire slot by moving the job's next run, and logs every run
      name: '0004_scheduled_jobs',
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
  ],
}
