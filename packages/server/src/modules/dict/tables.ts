import type { DictInfo, DictType } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

// dict's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    dict_type: TableOf<typeof DictType>
    dict_info: TableOf<typeof DictInfo>
  }
}
