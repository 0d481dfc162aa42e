import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { hashPassword } from '../../core/auth/password.ts'
import type { AppContext } from '../../core/context.ts'
import { defineModule } from '../../core/module.ts'
import { loadAuthority } from './authority.ts'
import { commRoutes } from './comm.ts'
import { departmentResource } from './department.ts'
import { LOG_SCREEN_READS, logResource } from './log.ts'
import { menuResource } from './menu.ts'
import { syncMenus } from './menu-keys.ts'
import { menus } from './menus.ts'
import { baseMigrations } from './migrations.ts'
import { openRoutes } from './open.ts'
import { paramResource } from './param.ts'
import { roleResource } from './role.ts'
import { seededNames } from './seed-menus.ts'
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
  seedTexts: seededNames,
  async setup(ctx) {
    const routePerms = () =>
      ctx.registry.controllers.flatMap((c) =>
        c.routes.flatMap((r) => (typeof r.access === 'object' ? [r.access.perm] : [])),
      )
    ctx.access.setLoader((userId) => loadAuthority(ctx.db, userId, routePerms))
    ctx.registry.setHook('request.log', { table: 'base_sys_log', ignore: LOG_SCREEN_READS })
    const s3 = ctx.config.s3
    // the AWS SDK loads only when a bucket is configured
    ctx.registry.setHook(
      'upload.storage',
      s3 ? (await import('./upload-s3.ts')).s3Storage(s3) : diskStorage(ctx),
    )
    openRoutes(ctx)
    commRoutes(ctx)
    departmentResource(ctx)
    userResource(ctx)
    roleResource(ctx)
    menuResource(ctx)
    paramResource(ctx)
    logResource(ctx)
    ctx.scheduler.action({
      name: 'base:session-purge',
      args: z.object({}),
      run: () => ctx.access.purgeExpiredSessions(),
    })
    ctx.scheduler.job({ name: 'base:session-purge', action: 'base:session-purge', cron: '0 20 0 * * *' })
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
