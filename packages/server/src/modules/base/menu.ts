import {
  isReservedPath,
  MenuExport,
  MenuImport,
  type MenuTree,
  MenuType,
  RESERVED_PATHS,
  SysMenu,
  splitPerms,
} from '@backroom/contract'
import { sql } from 'kysely'
import type { Admin } from '../../core/auth/access.ts'
import type { AppContext } from '../../core/context.ts'
import { resource } from '../../core/crud/resource.ts'
import type { Db } from '../../core/db/index.ts'
import { nowIso, readRow } from '../../core/db/wire.ts'
import { route } from '../../core/http/api.ts'
import { fail } from '../../core/http/errors.ts'
import { linkChunk } from './links.ts'
import { messages } from './messages.ts'

type Row = Record<string, unknown>

/** A route must be a console path: starting with `/`, not the server's, used by no other menu. */
async function checkRouter(db: Db, values: Row, existing: Row | undefined) {
  const type = (values.type ?? existing?.type ?? MenuType.directory) as number
  if (type === MenuType.button) {
    values.router = null
    return
  }
  const router = (values.router ?? existing?.router ?? null) as string | null
  if (!router) {
    if (type === MenuType.page) throw fail(messages.routeRequired)
    return
  }
  if (!router.startsWith('/') || isReservedPath(router))
    throw fail(messages.routeInvalid, { reserved: RESERVED_PATHS.join(' ') })
  let q = db.selectFrom('base_sys_menu').select('id').where('router', '=', router)
  if (existing) q = q.where('id', '!=', existing.id as number)
  if (await q.executeTakeFirst()) throw fail(messages.routeTaken, { router })
}

/** Who defines a menu's permissions could grant themselves anything: others may name only their own. */
function assertOwnPerms(admin: Admin, perms: unknown) {
  if (admin.isSuper || typeof perms !== 'string') return
  if (splitPerms(perms).some((p) => !admin.perms.has(p))) throw fail(messages.grantBeyondOwn)
}

export function menuResource(ctx: AppContext) {
  const { db, access, registry } = ctx
  const menus = resource(ctx, {
    module: 'base',
    prefix: '/admin/base/sys/menu',
    entity: SysMenu,
    description: '菜单',
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    // an admin sees and edits the menus their roles grant, with the directories above them
    scope: {
      where: (eb, admin) =>
        eb(
          'a.id',
          'in',
          sql<number>`(with recursive granted(id) as (
            select "menuId" from "base_sys_role_menu" where "roleId" in (${sql.join(admin.roleIds.length ? admin.roleIds : [-1])})
            union select m."parentId" from "base_sys_menu" m join granted g on m."id" = g."id" where m."parentId" is not null
          ) select "id" from granted)`,
        ),
    },
    tree: { order: 'orderNum', onDelete: 'subtree' },
    defaultOrder: [['orderNum', 'asc']],
    search: { keyWord: ['name', 'router', 'perms'], eq: ['type', 'parentId'] },
    joins: [
      {
        table: 'base_sys_menu',
        alias: 'b',
        on: ['a.parentId', 'b.id'],
        select: { parentName: 'b.name' },
        entity: SysMenu,
      },
    ],
    hooks: {
      async beforeWrite(trx, values, { existing, req }) {
        await checkRouter(trx, values, existing)
        assertOwnPerms(req.admin, values.perms)
        return values
      },
      // the kit hands over the whole subtree
      cascade: async (trx, rows) => [
        await linkChunk(
          trx,
          'base_sys_role_menu',
          'menuId',
          rows.map((r) => r.id as number),
        ),
      ],
      decorate: async (rows, req) =>
        rows.map((r) => ({
          ...r,
          name: registry.seedText(r.name as string, req.lang),
          ...(r.parentName ? { parentName: registry.seedText(r.parentName as string, req.lang) } : {}),
        })),
      afterCommit: () => access.invalidate(),
    },
    routes: [
      route({
        method: 'POST',
        action: 'export',
        access: { perm: 'base:sys:menu:export' },
        summary: '导出',
        body: MenuExport,
        async handler(req) {
          const rows = (await menus.rowsForChange(db, req.body.ids, req.admin)).map((r) =>
            readRow<Row>(SysMenu, r),
          )
          const selected = new Set(rows.map((r) => r.id))
          const strip = ({ id, parentId, createTime, updateTime, ...rest }: Row): MenuTree => rest
          const build = (parent: unknown): MenuTree[] =>
            rows
              .filter((r) => (parent === null ? !selected.has(r.parentId) : r.parentId === parent))
              .map((r) => {
                const children = build(r.id)
                return { ...strip(r), ...(children.length ? { childMenus: children } : {}) }
              })
          return build(null)
        },
      }),
      route({
        method: 'POST',
        action: 'import',
        access: { perm: 'base:sys:menu:import' },
        summary: '导入',
        body: MenuImport,
        async handler(req) {
          await menus.transaction(async (trx) => {
            const insert = async (nodes: MenuTree[], parentId: number | null) => {
              for (const { childMenus, ...menu } of nodes) {
                const values: Record<string, unknown> = { ...menu, parentId }
                await checkRouter(trx, values, undefined)
                assertOwnPerms(req.admin, values.perms)
                const now = nowIso()
                const { id } = await trx
                  .insertInto('base_sys_menu')
                  .values({ ...values, createTime: now, updateTime: now })
                  .returning('id')
                  .executeTakeFirstOrThrow()
                await insert(childMenus ?? [], id as number)
              }
            }
            await insert(req.body.menus, null)
          })
          await access.invalidate()
        },
      }),
    ],
  })
  return menus
}
