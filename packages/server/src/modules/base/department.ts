import { DepartmentDelete, DepartmentOrder, SysDepartment, SysUser } from '@backroom/contract'
import type { AppContext } from '../../core/context.ts'
import { chunk } from '../../core/crud/recycle.ts'
import { resource } from '../../core/crud/resource.ts'
import { checkParent, withDescendants } from '../../core/crud/tree.ts'
import { nowIso } from '../../core/db/wire.ts'
import { route } from '../../core/http/api.ts'
import { fail } from '../../core/http/errors.ts'
import { assertUserChangeAllowed } from './guards.ts'
import { linkChunk } from './links.ts'
import { messages } from './messages.ts'

export function departmentResource(ctx: AppContext) {
  const { access } = ctx
  const departments = resource(ctx, {
    module: 'base',
    prefix: '/admin/base/sys/department',
    entity: SysDepartment,
    description: '部门',
    api: ['add', 'delete', 'update', 'info', 'list'],
    scope: { department: 'id' },
    tree: 'parentId',
    deleteBody: DepartmentDelete,
    defaultOrder: [['orderNum', 'asc']],
    search: { keyWord: ['name'] },
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
        const ids = rows.map((r) => r.id as number)
        const all = await withDescendants(trx, 'base_sys_department', ids)
        const below = all.filter((id) => !ids.includes(id))
        const subRows = below.length
          ? ((await departments.rowsForChange(trx, below, req.admin)) as Record<string, unknown>[])
          : []
        const userRows = (await trx
          .selectFrom('base_sys_user')
          .selectAll()
          .where('departmentId', 'in', all)
          .execute()) as Record<string, unknown>[]
        const userIds = userRows.map((u) => u.id as number)
        const deleteUsers = (req.body as { deleteUser?: boolean }).deleteUser === true
        const chunks = []
        if (subRows.length) {
          await trx.deleteFrom('base_sys_department').where('id', 'in', below).execute()
          chunks.push(chunk(SysDepartment, 'deleted', subRows))
        }
        if (userIds.length && deleteUsers) {
          await assertUserChangeAllowed(trx, req.admin, userIds, { delete: true })
          chunks.push(await linkChunk(trx, 'base_sys_user_role', 'userId', userIds))
          await trx.deleteFrom('base_sys_user').where('id', 'in', userIds).execute()
          chunks.push(chunk(SysUser, 'deleted', userRows))
        } else if (userIds.length) {
          const top = rows.find((r) => !ids.includes(r.parentId as number)) ?? rows[0]
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
      // seeded names read in the caller's language; names an administrator typed stay as typed
      decorate: async (rows, req) =>
        rows.map((r) => ({
          ...r,
          name: ctx.registry.seedText(r.name as string, req.lang),
          ...(r.parentName ? { parentName: ctx.registry.seedText(r.parentName as string, req.lang) } : {}),
        })),
      afterCommit: () => access.invalidate(),
    },
    routes: [
      route({
        method: 'POST',
        action: 'order',
        access: { perm: 'base:sys:department:order' },
        summary: '排序',
        body: DepartmentOrder,
        async handler(req) {
          await departments.transaction(async (trx) => {
            const ids = req.body.map((i) => i.id)
            const rows = await departments.rowsForChange(trx, ids, req.admin)
            if (rows.length !== new Set(ids).size) throw fail('notExist')
            for (const item of req.body) {
              const set: Record<string, unknown> = { orderNum: item.orderNum, updateTime: nowIso() }
              if (item.parentId !== undefined) set.parentId = item.parentId
              await trx.updateTable('base_sys_department').set(set).where('id', '=', item.id).execute()
            }
            for (const item of req.body) {
              if (item.parentId !== undefined)
                await checkParent(trx, 'base_sys_department', 'parentId', item.id, item.parentId)
            }
            await departments.assertWritable(trx, ids, req.admin)
          })
          await access.invalidate()
        },
      }),
    ],
  })
  return departments
}
