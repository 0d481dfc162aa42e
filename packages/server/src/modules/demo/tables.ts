import type { DemoMember } from '@backroom/contract'
import type { TableOf } from '../../core/db/tables.ts'

// demo's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../core/db/tables.ts' {
  interface Tables {
    demo_member: TableOf<typeof DemoMember>
  }
}
