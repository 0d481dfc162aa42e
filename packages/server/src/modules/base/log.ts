import { LogKeep, SysLog, SysUser } from '@backroom/contract'
import type { AppContext } from '../../core/context.ts'
import { resource } from '../../core/crud/resource.ts'
import { route } from '../../core/http/api.ts'

const DAY = 24 * 60 * 60 * 1000

export async function getConf(ctx: AppContext, key: string): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('base_sys_conf')
    .select('cValue')
    .where('cKey', '=', key)
    .executeTakeFirst()
  return row?.cValue as string | undefined
}

/** Removes request-log rows older than the retention (whole days, counted from today's start). */
export async function purgeLogs(ctx: AppContext) {
  const keep = Number(await getConf(ctx, 'logKeep'))
  const start = new Date()
  start.setHours(0, 0, 0, 0)
  const before = new Date(start.getTime() - (Number.isFinite(keep) ? keep : 0) * DAY).toISOString()
  await ctx.db.deleteFrom('base_sys_log').where('createTime', '<', before).execute()
}

export function logResource(ctx: AppContext) {
  const log = resource(ctx, {
    module: 'base',
    prefix: '/admin/base/sys/log',
    entity: SysLog,
    description: '请求日志',
    api: ['page'],
    scope: { none: 'the request log is the audit trail; reading it is granted by permission alone' },
    sortable: ['createTime'],
    search: { keyWord: ['b.name', 'action', 'ip'], like: ['action', 'ip', 'b.name'] },
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
        summary: '清理',
        handler: async () => {
          await ctx.db.deleteFrom('base_sys_log').execute()
        },
      }),
      route({
        method: 'POST',
        action: 'setKeep',
        access: { perm: 'base:sys:log:setKeep' },
        summary: '日志保存时间',
        body: LogKeep,
        handler: async ({ body }) => {
          await ctx.db
            .updateTable('base_sys_conf')
            .set({ cValue: String(body.value) })
            .where('cKey', '=', 'logKeep')
            .execute()
        },
      }),
      route({
        method: 'GET',
        action: 'getKeep',
        access: { perm: 'base:sys:log:getKeep' },
        summary: '获得日志保存时间',
        handler: () => getConf(ctx, 'logKeep'),
      }),
    ],
  })
  ctx.scheduler.add({ name: 'base:log-purge', everySeconds: 24 * 60 * 60, run: () => purgeLogs(ctx) })
  return log
}
