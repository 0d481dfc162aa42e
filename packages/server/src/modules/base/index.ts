import { randomBytes } from 'node:crypto'
import { type AppContext, defineModule, hashPassword } from '../../platform.ts'
import { appCommRoutes } from './app-comm.ts'
import { loadAuthority } from './authority.ts'
import { commRoutes } from './comm.ts'
import { departmentResource } from './department.ts'
import { LOG_SCREEN_READS, logKeep, logResource, purgeLogs } from './log.ts'
import { menuResource } from './menu.ts'
import { syncMenus } from './menu-keys.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'
import { baseMigrations } from './migrations.ts'
import { openRoutes } from './open.ts'
import { paramResource, paramSettings } from './param.ts'
import { linkRestoreRules } from './restore-rules.ts'
import { roleResource } from './role.ts'
import { seededNames } from './seed-menus.ts'
import { seededRowTexts } from './seed-texts.ts'
import { baseTables } from './tables.ts'
import { diskStorage } from './upload.ts'
import { userResource } from './user.ts'

/** Sign-in, sessions and the System area: users, roles, departments, menus, parameters, logs. */
export default defineModule({
  name: 'base',
  order: 0,
  tables: baseTables,
  migrations: baseMigrations,
  menus,
  seedTexts: { ...seededNames, ...seededRowTexts },
  messages,
  settings: [logKeep],
  hooks: async (ctx) => ({
    'request.log': { table: 'base_sys_log', ignore: LOG_SCREEN_READS },
    'settings.store': paramSettings(ctx),
    // the AWS SDK loads only when a bucket is configured
    'upload.storage': ctx.config.s3
      ? (await import('./upload-s3.ts')).s3Storage(ctx.config.s3)
      : diskStorage(ctx),
  }),
  routes: (ctx) => [openRoutes(ctx), commRoutes(ctx), appCommRoutes(ctx)],
  resources: (ctx) => [
    departmentResource(ctx),
    userResource(ctx),
    roleResource(ctx),
    menuResource(ctx),
    paramResource(ctx),
    logResource(ctx),
  ],
  restoreRules: () => linkRestoreRules,
  jobs: (ctx) => [
    {
      name: 'base:session-purge',
      description: {
        'zh-cn': '清理过期的管理员会话',
        'zh-tw': '清理過期的管理員工作階段',
        en: 'Deletes expired administrator sessions',
      },
      run: () => ctx.access.purgeExpiredSessions(),
      schedule: { cron: '0 20 0 * * *' },
    },
    {
      name: 'base:log-purge',
      description: {
        'zh-cn': '清理超过保留天数的请求日志',
        'zh-tw': '清理超過保留天數的請求日誌',
        en: 'Deletes request-log rows older than their retention',
      },
      permission: 'base:sys:log:clear',
      run: () => purgeLogs(ctx),
      schedule: { cron: '0 10 0 * * *' },
    },
  ],
  async setup(ctx) {
    // the super-admin holds every permission a route or a module declares, menu or not
    ctx.access.setLoader((userId) => loadAuthority(ctx.db, userId, () => ctx.registry.permissions()))
    await syncMenus(ctx)
    return firstAdminPassword(ctx)
  },
})

/** The first admin gets ADMIN_PASSWORD, or a generated one printed once; never a fixed default. */
async function firstAdminPassword(ctx: AppContext): Promise<string[]> {
  const admin = await ctx.db
    .selectFrom('base_sys_user')
    .select(['id', 'password'])
    .where('id', '=', 1)
    .executeTakeFirst()
  if (!admin || admin.password) return []
  const generated = !ctx.config.adminPassword
  const password = ctx.config.adminPassword ?? randomBytes(9).toString('base64url').slice(0, 12)
  const result = await ctx.db
    .updateTable('base_sys_user')
    .set({ password: await hashPassword(password) })
    .where('id', '=', 1)
    .where('password', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return []
  return generated
    ? [`First start: sign in as admin with the generated password ${password} (shown only this once).`]
    : ['First start: the admin password is the one given in ADMIN_PASSWORD.']
}
