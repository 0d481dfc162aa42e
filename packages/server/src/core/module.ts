import type { AppContext } from './context.ts'
import type { Migration } from './db/migrate.ts'

/** A module: its tables (migrations, run in order) and what it adds once the core is up. */
export interface Module {
  name: string
  migrations: Migration[]
  /** declares resources and routes, jobs, hooks; may return notices to print at start-up */
  setup(ctx: AppContext): Promise<string[] | undefined> | string[] | undefined
}
