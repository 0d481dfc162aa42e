import { UserAddress, UserBalanceLog, UserInfo } from '@backroom/contract'
import { type AppContext, defineModule } from '../../platform.ts'
import { addressResource } from './address.ts'
import { infoResource } from './info.ts'
import { migrations } from './legacy.ts'
import { type Created, loginRoutes } from './login.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'
import { personRoutes } from './person.ts'
import './tables.ts'

declare module '../../platform.ts' {
  interface Events {
    /** a new app user, registered or added by an administrator */
    'user.created': { userId: number }
  }
}

/** A new app user's event, in the transaction that made the row. */
const created =
  (ctx: AppContext): Created =>
  async (trx, userId) => {
    await ctx.events.emit(trx, 'user.created', { userId })
  }

/**
 * App users: the shop's customers, their addresses and balance, as administrators manage them
 * (`/admin/user/*`), and the app realm's account routes (`/app/user/*`): register, sign in,
 * refresh, the user's own profile and addresses.
 */
export default defineModule({
  name: 'user',
  requires: ['base'],
  tables: [UserInfo, UserAddress, UserBalanceLog],
  migrations,
  menus,
  messages,
  hooks: (ctx) => ({
    // an app token is good while its user is normal (not disabled or cancelled) and on the password version it was issued for
    'app.user': async (userId, passwordVersion) => {
      const user = await ctx.db
        .selectFrom('user_info')
        .select(['status', 'passwordV'])
        .where('id', '=', userId)
        .executeTakeFirst()
      return user?.status === 1 && user.passwordV === passwordVersion
    },
  }),
  resources: (ctx) => {
    return [infoResource(ctx, created(ctx)), addressResource(ctx)]
  },
  routes: (ctx) => [loginRoutes(ctx, created(ctx)), personRoutes(ctx)],
  jobs: (ctx) => [
    {
      name: 'user:session-purge',
      description: {
        'zh-cn': '清理过期的用户会话',
        'zh-tw': '清理過期的使用者工作階段',
        en: 'Deletes expired app-user sessions',
      },
      run: () => ctx.appRealm.purgeExpiredSessions(),
      schedule: { cron: '0 25 0 * * *' },
    },
  ],
})
