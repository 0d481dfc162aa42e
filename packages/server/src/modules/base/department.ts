import { DepartmentDelete, SysDepartment, SysUser } from '@backroom/contract'
import { type AppContext, chunk, fail, nowIso, type ResourceDeclaration } from '../../platform.ts'
import { assertUserChangeAllowed } from './guards.ts'
import { linkChunk } from './links.ts'
import { messages } from './messages.ts'

export function departmentResource(ctx: AppContext): ResourceDeclaration {
  const { access } = ctx
  return {
    prefix: '/admin/base/sys/department',
    entity: SysDepartment,
    description: { 'zh-cn': '部门', 'zh-tw': '部門', en: 'Departments' },
    api: ['add', 'delete', 'update', 'info', 'list'],
    scope: { department: 'id' },
    tree: { order: 'orderNum', onDelete: 'subtree' },
    deleteBody: DepartmentDelete,
    defaultOrder: [['orderNum', 'asc']],
    search: { keyWord: ['name'] },
    // seeded names in the caller's language; names an administrator typed stay as typed
    seedTexts: ['name', 'parentName'],
    joins: [
      {
        table: 'base_sys_department',
        alias: 'b',
        on: ['a.parentId', 'b.id'],
        select: { parentName: 'b.name' },
        entity: SysDepartment,
      },
    ],
    hooks: {
      beforeWrite(_trx, values, { mode, req }) {
        if (mode === 'add') values.userId = req.admin.userId
        return values
      },
      /**
       * Deleting a department deletes its sub-departments. Their users are deleted too when the
       * request says `deleteUser: true`; otherwise they move to the parent of the deleted branch.
       */
      async cascade(trx, rows, req) {
        // the kit hands over the whole subtree
        const all = rows.map((r) => r.id)
        const userRows = await trx
          .selectFrom('base_sys_user')
          .selectAll()
          .where('departmentId', 'in', all)
          .execute()
        const userIds = userRows.map((u) => u.id)
        const deleteUsers = (req.body as { deleteUser?: boolean }).deleteUser === true
        const chunks = []
        if (userIds.length && deleteUsers) {
          await assertUserChangeAllowed(trx, req.admin, userIds, { delete: true })
          chunks.push(await linkChunk(trx, 'base_sys_user_role', 'userId', userIds))
          await trx.deleteFrom('base_sys_user').where('id', 'in', userIds).execute()
          chunks.push(chunk(SysUser, 'deleted', userRows))
        } else if (userIds.length) {
          const top = rows.find((r) => !all.includes(r.parentId as number)) ?? rows[0]
          const target = (top.parentId as number | null) ?? null
          if (target === null) throw fail(messages.rootKeepsUsers)
          if (!req.admin.isSuper && !req.admin.departmentIds.includes(target)) throw fail('outOfScope')
          await assertUserChangeAllowed(trx, req.admin, userIds, {})
          await trx
            .updateTable('base_sys_user')
            .set({ departmentId: target, updateTime: nowIso() })
            .where('id', 'in', userIds)
            .execute()
          chunks.push(chunk(SysUser, 'changed', userRows, ['departmentId']))
        }
        chunks.push(await linkChunk(trx, 'base_sys_role_department', 'departmentId', all))
        return chunks
      },
      afterCommit: () => access.invalidate(),
    },
  }
}
