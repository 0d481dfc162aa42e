import type { Menu } from '@backroom/contract'
import { seedMenus } from '../../../server/src/modules/base/seed-menus'

/** The menu rows a fresh server seeds, as permmenu answers them to the super-admin. */
export const seededMenus: Menu[] = seedMenus.map(
  ([id, parentId, type, name, router, viewPath, icon, orderNum, isShow, keepAlive, perms]) => ({
    id,
    parentId,
    type,
    name,
    router,
    viewPath,
    icon,
    orderNum,
    isShow,
    keepAlive,
    perms,
    createTime: '2026-01-01 00:00:00',
    updateTime: '2026-01-01 00:00:00',
  }),
)
