import type { ModuleMigrations } from './db/migrate.ts'

/** Tables of the core itself: sign-in sessions, the scheduler's leases, settings such as the JWT secret. */
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
  ],
}
