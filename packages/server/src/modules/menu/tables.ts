import type { MenuClassify, MenuEvaluate, MenuInfo } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

// the site directory's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    menu_classify: TableOf<typeof MenuClassify>
    menu_info: TableOf<typeof MenuInfo>
    menu_evaluate: TableOf<typeof MenuEvaluate>
  }
}
