import { AppUserAdd, AppUserUpdate, BalanceAdjust, Id, UserInfo } from '@backroom/contract'
import { z } from 'zod'
import {
  type ApiRequest,
  type AppContext,
  fail,
  formatTime,
  hashPassword,
  nowIso,
  type ResourceDeclaration,
  readDecimal,
  route,
  storedDecimal,
} from '../../platform.ts'
import type { Created } from './login.ts'
import { messages } from './messages.ts'

/** How many balance changes a user's row shows, newest first. */
const BALANCE_LOG_SHOWN = 50

/**
 * The shop's customers as administrators see them: every field but the password, which is set
 * (stored as an argon2id hash) and never read back. A new password, or a status other than
 * normal, ends every session of the user for good. The balance changes only through
 * `adjustBalance`, each change kept with who made it, when and why.
 */
export function infoResource(ctx: AppContext, created: Created): ResourceDeclaration {
  /** users whose sessions end once the write that ended them has committed */
  const ending = new WeakMap<ApiRequest, number[]>()
  return {
    prefix: '/admin/user/info',
    entity: UserInfo,
    description: { 'zh-cn': '用户信息', 'zh-tw': '使用者資訊', en: 'App users' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: {
      none: 'app users belong to the shop, not to a department: every administrator of the module sees them',
    },
    search: {
      eq: ['status', 'gender', 'loginType'],
      keyWord: ['nickName', 'phone'],
      range: ['createTime'],
      keywordIndex: 'trigram',
    },
    sortable: ['createTime', 'balance'],
    secretSet: { hasPassword: 'password' },
    addBody: AppUserAdd,
    updateBody: AppUserUpdate,
    hooks: {
      async beforeWrite(_trx, values, { mode, req, existing }) {
        const out = { ...values }
        const renewed = typeof values.password === 'string'
        if (renewed) out.password = await hashPassword(values.password as string)
        if (mode === 'update' && existing) {
          const leaves = values.status !== undefined && values.status !== 1 && existing.status === 1
          if (renewed) out.passwordV = Number(existing.passwordV) + 1
          if (renewed || leaves) ending.set(req, [...(ending.get(req) ?? []), existing.id])
        }
        return out
      },
      async afterWrite(trx, id, { mode }) {
        if (mode === 'add') await created(trx, id)
      },
      async cascade(_trx, rows, req) {
        ending.set(
          req,
          rows.map((r) => r.id),
        )
        return []
      },
      async afterCommit(req) {
        for (const userId of ending.get(req) ?? []) await ctx.appRealm.endSessions(userId)
      },
    },
    routes: [
      route({
        method: 'POST',
        action: 'adjustBalance',
        access: { perm: 'user:info:adjustBalance' },
        summary: { 'zh-cn': '调整余额', 'zh-tw': '調整餘額', en: 'Adjust the balance' },
        body: BalanceAdjust,
        handler: ({ body, admin }) => adjustBalance(ctx, body, admin.userId),
      }),
      route({
        method: 'GET',
        action: 'balanceLog',
        access: { perm: 'user:info:info' },
        summary: { 'zh-cn': '余额变动记录', 'zh-tw': '餘額異動紀錄', en: 'Balance changes' },
        query: z.object({ userId: Id }),
        handler: ({ query }) => balanceLog(ctx, query.userId),
      }),
    ],
  }
}

/**
 * Adds a signed amount to a user's balance in one statement that refuses to go below zero (so
 * concurrent adjustments cannot overdraw), and keeps the change with who made it and why.
 */
async function adjustBalance(ctx: AppContext, body: z.output<typeof BalanceAdjust>, operatorId: number) {
  const delta = storedDecimal(ctx.dialect, body.amount)
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso()
    const changed = await trx
      .updateTable('user_info')
      .set((eb) => ({ balance: eb('balance', '+', delta), updateTime: now }))
      .where('id', '=', body.id)
      .where((eb) => eb(eb('balance', '+', delta), '>=', 0))
      .returning('balance')
      .executeTakeFirst()
    if (!changed) {
      const user = await trx
        .selectFrom('user_info')
        .select('balance')
        .where('id', '=', body.id)
        .executeTakeFirst()
      if (!user) throw fail('notExist')
      throw fail(messages.balanceNegative, { balance: readDecimal(user.balance, 2) })
    }
    await trx
      .insertInto('user_balance_log')
      .values({
        userId: body.id,
        amount: delta,
        balance: changed.balance,
        reason: body.reason,
        operatorId,
        createTime: now,
        updateTime: now,
      })
      .execute()
    return { balance: readDecimal(changed.balance, 2) }
  })
}

/** A user's latest balance changes, with the name of the administrator who made each. */
async function balanceLog(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .selectFrom('user_balance_log as l')
    .leftJoin('base_sys_user as u', 'u.id', 'l.operatorId')
    .select([
      'l.id',
      'l.amount',
      'l.balance',
      'l.reason',
      'l.createTime',
      'u.name as operatorName',
      'u.username as operatorUsername',
    ])
    .where('l.userId', '=', userId)
    .orderBy('l.id', 'desc')
    .limit(BALANCE_LOG_SHOWN)
    .execute()
  return rows.map((r) => ({
    ...r,
    amount: readDecimal(r.amount, 2),
    balance: readDecimal(r.balance, 2),
    createTime: formatTime(r.createTime),
    operatorName: r.operatorName ?? r.operatorUsername,
  }))
}
