import type { Menu, MenuDefinition } from '@backroom/contract'
import { parentsFirst } from '@backroom/contract'

const declared = Object.values(
  import.meta.glob<{ menus: MenuDefinition[] }>('../../../server/src/modules/*/menus.ts', { eager: true }),
).flatMap((m) => m.menus)

const stamp = { createTime: '2026-01-01 00:00:00', updateTime: '2026-01-01 00:00:00' }

/** The menu rows a fresh server has, as permmenu answers them to the super-admin: the modules' declared menus. */
export const seededMenus: Menu[] = (() => {
  const rows: Menu[] = []
  const ids = new Map<string, number>()
  let next = 1
  for (const d of parentsFirst(declared)) {
    const id = next++
    ids.set(d.key, id)
    rows.push({
      id,
      parentId: d.parent ? (ids.get(d.parent) ?? null) : null,
      type: d.type,
      name: d.name['zh-cn'],
      router: d.router ?? null,
      viewPath: d.viewPath ?? null,
      icon: d.icon ?? null,
      orderNum: d.orderNum ?? 0,
      isShow: d.isShow ?? true,
      keepAlive: d.keepAlive ?? true,
      perms: d.perms?.join(',') ?? null,
      ...stamp,
    })
  }
  return rows
})()
