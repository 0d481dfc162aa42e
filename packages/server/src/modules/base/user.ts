import { SUPER_ROLE_ID, SysDepartment, SysUser, UserAdd, UserMove, UserUpdate } from '@backroom/contract'
import {
  type AppContext,
  type Db,
  fail,
  hashPassword,
  nowIso,
  queryByIds,
  type ResourceDeclaration,
  route,
} from '../../platform.ts'
import { roleIdsOf } from './authority.ts'
import { assertAssignableRoles, assertUserChangeAllowed } from './guards.ts'
import { linkChunk, replaceLinks } from './links.ts'

/** The roles of the users on screen, by id (see queryByIds). */
const rolesOf = (db: Db) =>
  queryByIds(db, (ids) =>
    db
      .selectFrom('base_sys_user_role as ur')
      .innerJoin('base_sys_role as r', 'r.id', 'ur.roleId')
      .select(['ur.userId', 'r.id', 'r.name'])
      .where('ur.userId', 'in', ids)
      .orderBy('r.id'),
  )

/**
 * `roleName` (comma-joined, each name as `shown`) and `roleIdList` for the rows on screen (fresh
 * objects: set in place).
 */
async function withRoles(
  roles: ReturnType<typeof rolesOf>,
  rows: Record<string, unknown>[],
  shown: (name: string) => string,
) {
  const ids = rows.map((r) => r.id as number)
  if (ids.length === 0) return rows
  const links = await roles(ids)
  const byUser = new Map<number, { id: number; name: string }[]>()
  for (const l of links) byUser.set(l.userId, [...(byUser.get(l.userId) ?? []), l])
  for (const row of rows) {
    const mine = byUser.get(row.id as number) ?? []
    row.roleName = mine.map((l) => shown(l.name)).join(',')
    row.roleIdList = mine.map((l) => l.id)
  }
  return rows
}

export function userResource(ctx: AppContext): ResourceDeclaration {
  const { db, access } = ctx
  const roles = rolesOf(db)
  return {
    prefix: '/admin/base/sys/user',
    entity: SysUser,
    description: { 'zh-cn': '系统用户', 'zh-tw': '系統使用者', en: 'System users' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: { department: 'departmentId' },
    sortable: ['username', 'name', 'createTime'],
    // false: the user cannot sign in until a password is set
    secretSet: { hasPassword: 'password' },
    search: {
      keyWord: ['name', 'username', 'nickName', 'phone'],
      keywordIndex: 'trigram',
      eq: ['status', { column: 'departmentId', param: 'departmentIds' }],
    },
    // the seeded administrator's and department's names in the caller's language
    seedTexts: ['name', 'nickName', 'remark', 'departmentName'],
    joins: [
      {
        table: 'base_sys_department',
        alias: 'b',
        on: ['a.departmentId', 'b.id'],
        select: { departmentName: 'b.name' },
        entity: SysDepartment,
      },
    ],
    addBody: UserAdd,
    updateBody: UserUpdate,
    hooks: {
      async beforeWrite(trx, values, { mode, body, existing, req }) {
        const roles = body.roleIdList as number[] | undefined
        if (mode === 'update') {
          const id = existing!.id
          const current = await roleIdsOf(trx, id)
          const dropsRole = roles !== undefined && current.some((r) => !roles.includes(r))
          await assertUserChangeAllowed(trx, req.admin, [id], {
            disable: values.status !== undefined && values.status !== 1,
            dropsSuper: dropsRole && (current.includes(SUPER_ROLE_ID) || id === req.admin.userId),
          })
        }
        if (roles) await assertAssignableRoles(trx, req.admin, roles)
        if (body.password) values.password = await hashPassword(body.password as string)
        else delete values.password
        // a new password or a disabled account ends every session: enabling it again revives none
        if (existing && (body.password || (values.status === 0 && existing.status !== 0)))
          values.passwordV = (existing.passwordV as number) + 1
        if (mode === 'add') {
          values.userId = req.admin.userId
          values.nickName ??= values.username
        }
        return values
      },
      async afterWrite(trx, id, { body }) {
        const roles = body.roleIdList as number[] | undefined
        if (roles) await replaceLinks(trx, 'base_sys_user_role', 'userId', id, 'roleId', roles)
      },
      async cascade(trx, rows, req) {
        const ids = rows.map((r) => r.id)
        await assertUserChangeAllowed(trx, req.admin, ids, { delete: true })
        return [await linkChunk(trx, 'base_sys_user_role', 'userId', ids)]
      },
      // the seeded role's name in the caller's language, as the roles page shows it
      decorate: (rows, req) => withRoles(roles, rows, (name) => ctx.registry.seedText(name, req.lang)),
      decorateReads: ['base_sys_user_role', 'base_sys_role'],
      afterCommit: () => access.invalidate(),
      // a restored or moved-back user is acted on like an updated one; tokens issued before the delete stay dead
      async afterRestore(trx, { inserted, reverted }, admin) {
        await assertUserChangeAllowed(trx, admin, [...inserted, ...reverted], {})
        if (inserted.length === 0) return
        await trx
          .updateTable('base_sys_user')
          .set((eb) => ({ passwordV: eb('passwordV', '+', 1) }))
          .where('id', 'in', inserted)
          .execute()
      },
    },
    routes: (users) => [
      route({
        method: 'POST',
        action: 'move',
        access: { perm: 'base:sys:user:move' },
        summary: { 'zh-cn': '移动部门', 'zh-tw': '調動部門', en: 'Move to a department' },
        body: UserMove,
        async handler(req) {
          const { departmentId, userIds } = req.body
          await users.transaction(async (trx) => {
            const target = await trx
              .selectFrom('base_sys_department')
              .select('id')
              .where('id', '=', departmentId)
              .executeTakeFirst()
            if (!target) throw fail('parentMissing')
            if (!req.admin.isSuper && !req.admin.departmentIds.includes(departmentId))
              throw fail('outOfScope')
            const rows = await users.rowsForChange(trx, userIds, req.admin)
            await assertUserChangeAllowed(
              trx,
              req.admin,
              rows.map((r) => r.id as number),
              {},
            )
            await trx
              .updateTable('base_sys_user')
              .set({ departmentId, updateTime: nowIso() })
              .where('id', 'in', userIds)
              .execute()
          })
          await access.invalidate()
        },
      }),
    ],
  }
}
