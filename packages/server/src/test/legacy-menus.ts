import type { Db } from '../core/db/index.ts'
import { nowIso } from '../core/db/wire.ts'
import { legacyMenuRows } from '../modules/base/seed-menus.ts'
import { legacyUserMenus } from '../modules/user/legacy.ts'

/** The export and import buttons migration 0004 added below the seeded menu list (id 3). */
export const LEGACY_EXPORT_BUTTON = 77
const exportImport = [
  { id: LEGACY_EXPORT_BUTTON, name: '导出', perms: 'base:sys:menu:export', orderNum: 5 },
  { id: LEGACY_EXPORT_BUTTON + 1, name: '导入', perms: 'base:sys:menu:import', orderNum: 6 },
]

/**
 * Makes a server's database one seeded before menus were declared by key: the first seed's menus at
 * their ids, no keys, and the migrations that adopt them not run yet (restart the server to run them).
 */
export async function seedLegacyMenus(db: Db) {
  const now = nowIso()
  await db.deleteFrom('base_sys_menu').execute()
  await db
    .insertInto('base_sys_menu')
    .values(
      [
        ...legacyMenuRows(),
        ...legacyUserMenus(),
        ...exportImport.map((b) => ({ ...b, parentId: 3, type: 2, isShow: true, keepAlive: false })),
      ].map((r) => ({ ...r, createTime: now, updateTime: now })),
    )
    .execute()
  await db.schema.dropTable('base_sys_menu_key').execute()
  await db
    .deleteFrom('core_migration')
    .where('name', 'in', ['base/0009_menu_keys', 'base/0011_base_menu_keys', 'user/0001_legacy_menus'])
    .execute()
}
