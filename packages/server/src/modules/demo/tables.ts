import type { DemoGoods, DemoMember } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

// demo's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    demo_member: TableOf<typeof DemoMember>
    demo_goods: TableOf<typeof DemoGoods>
  }
}
