import { parentsFirst } from '@backroom/contract'
import { type AppContext, exclusiveTransaction, nowIso } from '../../platform.ts'

const MENU_LOCK = 7_141_956

/**
 * Adds the menus that modules declare and this database has not had yet. Each key is recorded with
 * the menu it made, once: a menu an administrator edits keeps their edits, one they delete stays
 * deleted (and so do the menus declared below it).
 */
export async function syncMenus(ctx: AppContext): Promise<number> {
  const defs = parentsFirst(ctx.registry.menus())
  if (defs.length === 0) return 0
  const added = await exclusiveTransaction(ctx, MENU_LOCK, async (trx) => {
    const known = new Map(
      (await trx.selectFrom('base_sys_menu_key').select(['key', 'menuId']).execute()).map((r) => [
        r.key,
        r.menuId,
      ]),
    )
    const present = new Set((await trx.selectFrom('base_sys_menu').select('id').execute()).map((r) => r.id))
    let count = 0
    for (const d of defs) {
      if (known.has(d.key)) continue
      const parent = d.parent === undefined ? null : known.get(d.parent)
      // a parent whose module is not here (yet): its children wait for it
      if (parent === undefined) continue
      let menuId: number | null = null
      // a deleted parent takes its declared children with it
      if (parent === null || present.has(parent)) {
        const now = nowIso()
        const row = await trx
          .insertInto('base_sys_menu')
          .values({
            parentId: parent,
            type: d.type,
            name: d.name['zh-cn'],
            router: d.router ?? null,
            viewPath: d.viewPath ?? null,
            icon: d.icon ?? null,
            orderNum: d.orderNum ?? 0,
            isShow: d.isShow ?? true,
            keepAlive: d.keepAlive ?? true,
            perms: d.perms?.join(',') ?? null,
            createTime: now,
            updateTime: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        menuId = row.id
        present.add(menuId)
        count++
      }
      const now = nowIso()
      await trx
        .insertInto('base_sys_menu_key')
        .values({ key: d.key, menuId, createTime: now, updateTime: now })
        .execute()
      known.set(d.key, menuId)
    }
    return count
  })
  if (added) await ctx.access.invalidate()
  return added
}
