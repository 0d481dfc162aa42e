import type { SpaceInfo, SpaceType } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

// space's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    space_type: TableOf<typeof SpaceType>
    space_info: TableOf<typeof SpaceInfo>
  }
}
