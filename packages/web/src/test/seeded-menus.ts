import type { Menu } from '@backroom/contract'
import { seedMenuRows } from '../../../server/src/modules/base/seed-menus'

/** The menu rows a fresh server seeds, as permmenu answers them to the super-admin. */
export const seededMenus: Menu[] = seedMenuRows().map((row) => ({
  ...row,
  createTime: '2026-01-01 00:00:00',
  updateTime: '2026-01-01 00:00:00',
}))
