import { SysLog } from '@backroom/contract'
import { defineResource } from '../../../crud'

/** The request log: read-only, with the user's name and nickname joined. */
export const logResource = defineResource({
  prefix: '/admin/base/sys/log',
  entity: SysLog,
  area: 'sys-log',
  title: 'sys-log.title',
  fields: [
    // first: the time is what a reader of the log looks for, and it stays on screen at any width
    { name: 'createTime', table: { width: 170, sortable: true } },
    { name: 'userId', table: { width: 90, hidden: true } },
    { name: 'name', table: { width: 130 } },
    { name: 'nickName', table: { width: 130 } },
    { name: 'action', table: { width: 300 } },
    { name: 'ip', table: { width: 140 } },
    { name: 'params', table: { width: 320 } },
  ],
})
