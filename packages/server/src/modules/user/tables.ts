import type { UserAddress, UserBalanceLog, UserInfo } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

// the user module's tables, typed for `ctx.db` (made from the same declarations: `tables` in index.ts)
declare module '../../platform.ts' {
  interface Tables {
    user_info: TableOf<typeof UserInfo>
    user_address: TableOf<typeof UserAddress>
    user_balance_log: TableOf<typeof UserBalanceLog>
  }
}
