import {
  MenuExport,
  MenuImport,
  type MenuImportStep,
  type MenuTree,
  MenuType,
  menuProblems,
  RESERVED_PATHS,
  SysMenu,
  splitPerms,
} from '@backroom/contract'
import { sql } from 'kysely'
import type { z } from 'zod'
import {
  type Admin,
  type AppContext,
  checkParent,
  type Db,
  type DynamicDb,
  fail,
  nowIso,
  type ResourceDeclaration,
  type ResourceHandle,
  readRow,
  route,
} from '../../platform.ts'
import { linkChunk } from './links.ts'
import { messages } from './messages.ts'

type Row = Record<string, unknown>

/** Another menu with this route, if any. */
async function routeOwner(db: Db, router: string, except?: unknown) {
  let q = db.selectFrom('base_sys_menu').selectAll().where('router', '=', router)
  if (except !== undefined) q = q.where('id', '!=', except as number)
  return q.executeTakeFirst()
}

/** The menu rules (contract `menuProblems`) on the values as they will be, and a route no other menu uses. */
async function checkMenu(db: Db, values: Row, existing: Row | undefined) {
  const merged = { ...existing, ...values }
  if (merged.type === MenuType.button) values.router = merged.router = null
  const [problem] = menuProblems(merged)
  if (problem) throw fail(messages[problem.rule], { reserved: RESERVED_PATHS.join(' ') })
  const router = merged.router as string | null
  if (router && (await routeOwner(db, router, existing?.id))) throw fail(messages.routeTaken, { router })
}

/** Who defines a menu's permissions could grant themselves anything: others may name only their own. */
function assertOwnPerms(admin: Admin, perms: unknown) {
  if (admin.isSuper || typeof perms !== 'string') return
  if (splitPerms(perms).some((p) => !admin.perms.has(p))) throw fail(messages.grantBeyondOwn)
}

/** An existing menu an imported one stands for: the one with its route, else its namesake of the same type below the same menu. */
async function counterpart(db: Db, menu: Row, parentId: number | null) {
  if (menu.router) return routeOwner(db, menu.router as string)
  return db
    .selectFrom('base_sys_menu')
    .selectAll()
    .where('name', '=', menu.name as string)
    .where('type', '=', menu.type as number)
    .where((eb) => (parentId === null ? eb('parentId', 'is', null) : eb('parentId', '=', parentId)))
    .executeTakeFirst()
}

export function menuResource(ctx: AppContext): ResourceDeclaration {
  const { db, access } = ctx
  return {
    prefix: '/admin/base/sys/menu',
    entity: SysMenu,
    description: { 'zh-cn': '菜单', 'zh-tw': '選單', en: 'Menus' },
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
    // seeded names in the caller's language; names an administrator typed stay as typed
    seedTexts: ['name', 'parentName'],
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
        await checkMenu(trx, values, existing)
        assertOwnPerms(req.admin, values.perms)
        return values
      },
      // the kit hands over the whole subtree
      cascade: async (trx, rows) => [
        await linkChunk(
          trx,
          'base_sys_role_menu',
          'menuId',
          rows.map((r) => r.id),
        ),
      ],
      afterCommit: () => access.invalidate(),
      // a menu comes back only as an add would make it now: its route free, its permissions the caller's
      async afterRestore(trx, { inserted }, admin) {
        if (inserted.length === 0) return
        for (const row of await trx
          .selectFrom('base_sys_menu')
          .selectAll()
          .where('id', 'in', inserted)
          .execute()) {
          await checkMenu(trx, {}, row)
          assertOwnPerms(admin, row.perms)
        }
      },
    },
    routes: (menus) => [
      route({
        method: 'POST',
        action: 'export',
        access: { perm: 'base:sys:menu:export' },
        summary: { 'zh-cn': '导出', 'zh-tw': '匯出', en: 'Export' },
        body: MenuExport,
        async handler(req) {
          const rows = (await menus.rowsForChange(db, req.body.ids, req.admin))
            .map((r) => readRow<Row>(SysMenu, r))
            .sort(
              (a, b) =>
                (a.orderNum as number) - (b.orderNum as number) || (a.id as number) - (b.id as number),
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
        summary: { 'zh-cn': '导入', 'zh-tw': '匯入', en: 'Import' },
        body: MenuImport,
        async handler(req) {
          const steps = await menus.transaction((trx) => importMenus(menus, trx, req.body, req.admin))
          if (!req.body.dryRun) await access.invalidate()
          return steps
        },
      }),
    ],
  }
}

/**
 * Imports a menu file below `parentId`, keeping its hierarchy, and answers what it did (or, with
 * `dryRun`, would do) for each menu. A menu that exists already is skipped or overwritten (it keeps
 * its place, id and role links) and the menus below it are imported below it; a menu breaking
 * the rules refuses the whole import, which the plan shows beforehand. Writes a file's menus as the
 * file has them (checked by its schema), through the dynamic database.
 */
async function importMenus(
  menus: ResourceHandle,
  trx: DynamicDb,
  body: z.infer<typeof MenuImport>,
  admin: Admin,
) {
  const parentId = body.parentId ?? null
  await checkParent(trx, 'base_sys_menu', 'parentId', undefined, parentId)
  const steps: MenuImportStep[] = []
  const routes = new Set<string>()
  const created: number[] = []
  // `known`: whether `parentId` is a menu of the database, so that its namesakes can be matched
  const walk = async (nodes: MenuTree[], parentId: number | null, known: boolean, depth: number) => {
    for (const { childMenus, ...menu } of nodes) {
      const values: Row = { ...menu, parentId }
      if (values.type === MenuType.button) values.router = null
      const router = (values.router ?? null) as string | null
      const step: MenuImportStep = {
        name: String(values.name),
        type: values.type as number,
        router,
        depth,
        action: 'create',
      }
      steps.push(step)
      const problem =
        menuProblems(values)[0]?.rule ?? (router && routes.has(router) ? 'routeTaken' : undefined)
      if (router) routes.add(router)
      const existing = known || router ? await counterpart(trx, values, parentId) : undefined
      if (problem) Object.assign(step, { action: 'invalid', rule: problem })
      else if (existing) step.action = body.existing
      let id = existing?.id
      if (!body.dryRun) {
        if (problem) throw fail(messages[problem], { reserved: RESERVED_PATHS.join(' '), router })
        assertOwnPerms(admin, values.perms)
        const now = nowIso()
        if (!existing) {
          const row = await trx
            .insertInto('base_sys_menu')
            .values({ ...values, createTime: now, updateTime: now })
            .returning('id')
            .executeTakeFirstOrThrow()
          id = row.id as number
          created.push(id)
        } else if (body.existing === 'replace') {
          await menus.rowsForChange(trx, [id as number], admin)
          const { parentId: _keep, ...changes } = values
          await trx
            .updateTable('base_sys_menu')
            .set({ ...changes, updateTime: now })
            .where('id', '=', id as number)
            .execute()
        }
      }
      await walk(childMenus ?? [], id ?? null, id !== undefined, depth + 1)
    }
  }
  await walk(body.menus, parentId, true, 0)
  await menus.assertWritable(trx, created, admin)
  return steps
}
