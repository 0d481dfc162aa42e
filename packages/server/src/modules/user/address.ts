import { Id, UserAddress } from '@backroom/contract'
import { z } from 'zod'
import {
  type AppContext,
  chunk,
  type Db,
  failOn,
  lockUntilCommit,
  nowIso,
  type ResourceDeclaration,
  type ResourceHandle,
  route,
} from '../../platform.ts'
import { messages } from './messages.ts'
import { misplacedRegion } from './regions.ts'

/** Changes of a user's default address go one by one, whichever instance or route makes them. */
const defaultLock = (userId: number) => 7_300_000_000 + userId

const isTrue = (v: unknown) => v === true || v === 1

/** The address rows of a user, newest first. */
const addressesOf = (trx: Db, userId: number) =>
  trx
    .selectFrom('user_address')
    .select(['id', 'isDefault'])
    .where('userId', '=', userId)
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .execute()

/** Makes `id` the user's one default address (none else), in the caller's transaction. */
async function makeDefault(trx: Db, userId: number, id: number) {
  const now = nowIso()
  await trx
    .updateTable('user_address')
    .set({ isDefault: false, updateTime: now })
    .where('userId', '=', userId)
    .where('id', '!=', id)
    .where('isDefault', '=', true)
    .execute()
  await trx
    .updateTable('user_address')
    .set({ isDefault: true, updateTime: now })
    .where('id', '=', id)
    .execute()
}

/**
 * The user's newest address (but those `leaving`) becomes the default when none of the others is;
 * answers the row it changed, as it was.
 */
async function keepADefault(trx: Db, userId: number, leaving: number[]) {
  const rows = (await addressesOf(trx, userId)).filter((r) => !leaving.includes(r.id))
  if (!rows.length || rows.some((r) => isTrue(r.isDefault))) return undefined
  const before = await trx
    .selectFrom('user_address')
    .selectAll()
    .where('id', '=', rows[0].id)
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('user_address')
    .set({ isDefault: true, updateTime: nowIso() })
    .where('id', '=', rows[0].id)
    .execute()
  return before
}

function checkRegion(values: Record<string, unknown>, existing?: Record<string, unknown>) {
  const at = (k: string) => String(values[k] ?? existing?.[k] ?? '')
  const wrong = misplacedRegion(at('province'), at('city'), at('district'))
  if (wrong) throw failOn(messages.notInRegion, { field: wrong, params: { place: at(wrong) } })
}

/**
 * App users' delivery addresses: administrators reach every one; an app user their own, on
 * `/app/user/address/*`. Exactly one of a user's addresses is the default, always: the first one
 * is, a new default clears the old in the same transaction, deleting the default promotes the
 * newest other one; a lock per user keeps concurrent changes from crossing.
 */
export function addressResource(ctx: AppContext): ResourceDeclaration {
  const lock = (trx: Db, userId: number) => lockUntilCommit(trx, ctx.dialect, defaultLock(userId))
  return {
    prefix: '/admin/user/address',
    entity: UserAddress,
    description: { 'zh-cn': '收货地址', 'zh-tw': '收貨地址', en: 'Delivery addresses' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: {
      none: 'app users belong to the shop, not to a department: every administrator of the module sees them',
    },
    search: { eq: ['userId'], keyWord: ['contact', 'phone', 'address'] },
    defaultOrder: [
      ['isDefault', 'desc'],
      ['createTime', 'desc'],
    ],
    app: {
      owner: 'userId',
      api: ['list', 'info', 'add', 'update', 'delete'],
      routes: (self) => [setDefaultRoute(self, lock)],
    },
    hooks: {
      async beforeWrite(trx, values, { existing }) {
        checkRegion(values, existing)
        const userId = Number(values.userId ?? existing?.userId)
        if (!existing || values.userId !== undefined) await assertUser(trx, userId)
        await lock(trx, userId)
        if (!existing && !(await addressesOf(trx, userId)).length) return { ...values, isDefault: true }
        // the default stays one until another becomes it: unsetting it alone changes nothing
        if (existing && isTrue(existing.isDefault) && values.isDefault === false)
          return { ...values, isDefault: true }
        return values
      },
      async afterWrite(trx, id, { existing }) {
        const row = await trx
          .selectFrom('user_address')
          .select(['userId', 'isDefault'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        if (isTrue(row.isDefault)) await makeDefault(trx, row.userId, id)
        // moved to another user: the one it left keeps a default
        if (existing && existing.userId !== row.userId) await keepADefault(trx, Number(existing.userId), [])
      },
      // a deleted default hands over to the user's newest other address (a restore hands it back)
      async cascade(trx, rows) {
        const deleted = rows.map((r) => r.id)
        const promoted = []
        for (const userId of new Set(rows.filter((r) => isTrue(r.isDefault)).map((r) => Number(r.userId)))) {
          await lock(trx, userId)
          const next = await keepADefault(trx, userId, deleted)
          if (next) promoted.push(next)
        }
        return promoted.length ? [chunk(UserAddress, 'changed', promoted, ['isDefault'])] : []
      },
      // a restored default whose user has chosen another since stays an ordinary address
      async afterRestore(trx, { inserted }) {
        if (!inserted.length) return
        const rows = await trx
          .selectFrom('user_address')
          .select('userId')
          .where('id', 'in', inserted)
          .execute()
        for (const userId of new Set(rows.map((r) => r.userId))) {
          const all = await addressesOf(trx, userId)
          const defaults = all.filter((r) => isTrue(r.isDefault))
          const keep = defaults.find((r) => !inserted.includes(r.id)) ?? defaults[0] ?? all[0]
          if (keep) await makeDefault(trx, userId, keep.id)
        }
      },
    },
  }
}

/** Refuses an address for an app user who does not exist. */
async function assertUser(trx: Db, userId: number) {
  const user = await trx.selectFrom('user_info').select('id').where('id', '=', userId).executeTakeFirst()
  if (!user) throw failOn('notExist', { field: 'userId' })
}

/** `setDefault {id}`: one of the caller's own addresses becomes their default. */
function setDefaultRoute(self: ResourceHandle, lock: (trx: Db, userId: number) => Promise<void>) {
  return route({
    method: 'POST',
    action: 'setDefault',
    access: 'app',
    summary: { 'zh-cn': '设为默认地址', 'zh-tw': '設為預設地址', en: 'Make the default address' },
    body: z.object({ id: Id }),
    handler: ({ body, appUser }) =>
      self.transaction(async (trx) => {
        const userId = appUser?.userId as number
        await lock(trx, userId)
        const [row] = await self.rowsForChange(trx, [body.id], appUser)
        if (!row) throw failOn('notExist', { field: 'id' })
        await makeDefault(trx, userId, body.id)
      }),
  })
}
