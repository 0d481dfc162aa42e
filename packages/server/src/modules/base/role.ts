import { RoleAdd, RoleUpdate, SUPER_ROLE_ID, SysRole } from '@backroom/contract'
import { type AppContext, type DynamicDb, fail, type ResourceDeclaration } from '../../platform.ts'
import { assertGrantable, assertRoleHoldersReachable, assertRolesGrantable } from './guards.ts'
import { linkChunk, replaceLinks } from './links.ts'
import { messages } from './messages.ts'

/** The menus or departments a role grants: a link table named by the caller. */
async function linkedIds(db: DynamicDb, table: string, column: string, roleId: number) {
  if (roleId === SUPER_ROLE_ID) {
    const all = table === 'base_sys_role_menu' ? 'base_sys_menu' : 'base_sys_department'
    return (await db.selectFrom(all).select('id').orderBy('id').execute()).map((r) => r.id as number)
  }
  const rows = await db
    .selectFrom(table)
    .select(column)
    .where('roleId', '=', roleId)
    .orderBy(column)
    .execute()
  return rows.map((r) => r[column] as number)
}

export function roleResource(ctx: AppContext): ResourceDeclaration {
  const { db, access } = ctx
  return {
    prefix: '/admin/base/sys/role',
    entity: SysRole,
    description: { 'zh-cn': '角色', 'zh-tw': '角色', en: 'Roles' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    // a role is visible to the admin who created it and to those who hold it
    scope: {
      where: (eb, admin) =>
        eb.or([
          eb('a.userId', '=', admin.userId),
          eb('a.id', 'in', admin.roleIds.length ? admin.roleIds : [-1]),
        ]),
    },
    sortable: ['name', 'label', 'createTime', 'updateTime'],
    search: { keyWord: ['name', 'label'], keywordIndex: 'trigram', like: ['name', 'label'] },
    // the seeded super-admin role's in the caller's language
    seedTexts: ['name', 'remark'],
    addBody: RoleAdd,
    updateBody: RoleUpdate,
    hooks: {
      async beforeWrite(trx, values, { mode, body, existing, req }) {
        if (existing?.id === SUPER_ROLE_ID) {
          if (!req.admin.isSuper) throw fail(messages.superOnly)
          // the super-admin role's grants are implicit (everything) and its label is fixed
          delete values.label
        }
        const id = existing?.id
        if (id !== undefined) await assertRoleHoldersReachable(trx, req.admin, [id])
        const grantsChange =
          body.menuIdList !== undefined ||
          body.departmentIdList !== undefined ||
          values.relevance !== undefined
        if (grantsChange) {
          // the role as it would be saved: what the body leaves out stays as it is
          const linked = (table: string, column: string) =>
            id === undefined ? [] : linkedIds(trx, table, column, id)
          await assertGrantable(trx, req.admin, {
            menuIds: (body.menuIdList as number[]) ?? (await linked('base_sys_role_menu', 'menuId')),
            departmentIds:
              (body.departmentIdList as number[]) ??
              (await linked('base_sys_role_department', 'departmentId')),
            relevance: values.relevance ?? existing?.relevance,
          })
        }
        if (mode === 'add') values.userId = req.admin.userId
        return values
      },
      async afterWrite(trx, id, { body }) {
        if (id === SUPER_ROLE_ID) return
        if (body.menuIdList)
          await replaceLinks(trx, 'base_sys_role_menu', 'roleId', id, 'menuId', body.menuIdList as number[])
        if (body.departmentIdList) {
          await replaceLinks(
            trx,
            'base_sys_role_department',
            'roleId',
            id,
            'departmentId',
            body.departmentIdList as number[],
          )
        }
      },
      async cascade(trx, rows, req) {
        const ids = rows.map((r) => r.id)
        if (ids.includes(SUPER_ROLE_ID)) throw fail(messages.superRoleFixed)
        if (!req.admin.isSuper && ids.some((id) => req.admin.roleIds.includes(id)))
          throw fail(messages.notSelf)
        await assertRoleHoldersReachable(trx, req.admin, ids)
        return Promise.all([
          linkChunk(trx, 'base_sys_role_menu', 'roleId', ids),
          linkChunk(trx, 'base_sys_role_department', 'roleId', ids),
          linkChunk(trx, 'base_sys_user_role', 'roleId', ids),
        ])
      },
      // a page's rows as they are: the links are read for info alone
      decorateReads: [],
      async decorate(rows, _req, action) {
        if (action !== 'info') return rows
        return Promise.all(
          rows.map(async (r) => ({
            ...r,
            menuIdList: await linkedIds(db, 'base_sys_role_menu', 'menuId', r.id as number),
            departmentIdList: await linkedIds(db, 'base_sys_role_department', 'departmentId', r.id as number),
          })),
        )
      },
      afterCommit: () => access.invalidate(),
      // a role comes back only if the caller could create it, grants and all, as they hold now
      afterRestore: (trx, { inserted }, admin) => assertRolesGrantable(trx, admin, inserted),
    },
  }
}
