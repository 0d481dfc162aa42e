import type { RecycleData } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

// recycle's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    recycle_data: TableOf<typeof RecycleData>
  }
}
