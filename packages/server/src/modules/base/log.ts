import { LOG_KEEP_DAYS, LogKeep, SysLog, SysUser } from '@backroom/contract'
import { type AppContext, defineSetting, fail, type ResourceDeclaration, route } from '../../platform.ts'
import { messages } from './messages.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * What the console reads to show the log screen (its rows, its retention, the API catalogue its
 * search bar is built from): left out of the request log, so that looking at the log adds no rows.
 * `REQUEST_LOG_IGNORE` replaces this list.
 */
export const LOG_SCREEN_READS = [
  '/admin/base/sys/log/page',
  '/admin/base/sys/log/getKeep',
  '/admin/base/open/eps',
]

/** How many days the request log keeps its rows: a parameter on the params screen. */
export const logKeep = defineSetting({
  key: 'logKeep',
  schema: LogKeep.shape.value,
  default: 31,
  name: { 'zh-cn': '请求日志保存天数', 'zh-tw': '請求日誌保存天數', en: 'Days the request log keeps' },
})

/** Removes request-log rows older than the retention (whole days, counted from today's start). */
export async function purgeLogs(ctx: AppContext) {
  const keep = await ctx.settings.read(logKeep)
  const start = new Date()
  start.setHours(0, 0, 0, 0)
  const before = new Date(start.getTime() - keep * DAY).toISOString()
  await ctx.db.deleteFrom('base_sys_log').where('createTime', '<', before).execute()
}

export function logResource(ctx: AppContext): ResourceDeclaration {
  return {
    prefix: '/admin/base/sys/log',
    entity: SysLog,
    description: { 'zh-cn': '请求日志', 'zh-tw': '請求日誌', en: 'Request log' },
    api: ['page'],
    scope: { none: 'the request log is the audit trail; reading it is granted by permission alone' },
    sortable: ['createTime'],
    search: {
      keyWord: ['b.name', 'action', 'ip'],
      // a few hundred paths over millions of rows (addresses are many: posted row by row)
      repeated: ['action'],
      // a trigram index of every request costs more than the rare log search saves: the log is
      // searched through its narrow keyword table (SQLite) or a plain scan (PostgreSQL)
      keywordIndex: 'narrow',
      like: ['action', 'ip', 'b.name'],
      range: ['createTime'],
    },
    // the seeded administrator's names in the caller's language
    seedTexts: ['name', 'nickName'],
    joins: [
      {
        table: 'base_sys_user',
        alias: 'b',
        on: ['a.userId', 'b.id'],
        select: { name: 'b.name', nickName: 'b.nickName' },
        entity: SysUser,
      },
    ],
    routes: [
      route({
        method: 'POST',
        action: 'clear',
        access: { perm: 'base:sys:log:clear' },
        summary: { 'zh-cn': '清理', 'zh-tw': '清除', en: 'Clear' },
        handler: async () => {
          await ctx.db.deleteFrom('base_sys_log').execute()
        },
      }),
      route({
        method: 'POST',
        action: 'setKeep',
        access: { perm: 'base:sys:log:setKeep' },
        summary: { 'zh-cn': '日志保存时间', 'zh-tw': '設定日誌保存天數', en: 'Set the days the log keeps' },
        // checked here rather than as the route's body: one message that names the allowed days
        handler: async ({ body }) => {
          const keep = LogKeep.safeParse(body ?? {})
          if (!keep.success) throw fail(messages.logKeepRange, LOG_KEEP_DAYS)
          await ctx.settings.write(logKeep, keep.data.value)
        },
      }),
      route({
        method: 'GET',
        action: 'getKeep',
        access: { perm: 'base:sys:log:getKeep' },
        summary: { 'zh-cn': '获得日志保存时间', 'zh-tw': '取得日誌保存天數', en: 'Days the log keeps' },
        // as text, as the reference answers it
        handler: async () => String(await ctx.settings.read(logKeep)),
      }),
    ],
  }
}
