import { type Migration, nowIso } from '../../platform.ts'

/**
 * The app users' menus as the first seed made them, at the reference's ids (base made them for
 * every module then): a database seeded so has them, and this module adopts them by key.
 */
export const legacyUserMenus = () => [
  {
    id: 60,
    parentId: null,
    type: 0,
    name: '用户管理',
    router: null,
    viewPath: null,
    icon: 'icon-user',
    orderNum: 11,
    isShow: true,
    keepAlive: true,
    perms: null,
  },
  {
    id: 61,
    parentId: 60,
    type: 1,
    name: '用户列表',
    router: '/user/list',
    viewPath: 'modules/user/views/list.vue',
    icon: 'icon-menu',
    orderNum: 1,
    isShow: true,
    keepAlive: true,
    perms: null,
  },
  {
    id: 62,
    parentId: 61,
    type: 2,
    name: '删除',
    router: null,
    viewPath: null,
    icon: null,
    orderNum: 0,
    isShow: true,
    keepAlive: true,
    perms: 'user:info:delete',
  },
  {
    id: 63,
    parentId: 61,
    type: 2,
    name: '修改',
    router: null,
    viewPath: null,
    icon: null,
    orderNum: 0,
    isShow: true,
    keepAlive: true,
    perms: 'user:info:update,user:info:info',
  },
  {
    id: 64,
    parentId: 61,
    type: 2,
    name: '单个信息',
    router: null,
    viewPath: null,
    icon: null,
    orderNum: 0,
    isShow: true,
    keepAlive: true,
    perms: 'user:info:info',
  },
  {
    id: 65,
    parentId: 61,
    type: 2,
    name: '列表查询',
    router: null,
    viewPath: null,
    icon: null,
    orderNum: 0,
    isShow: true,
    keepAlive: true,
    perms: 'user:info:list',
  },
  {
    id: 66,
    parentId: 61,
    type: 2,
    name: '分页查询',
    router: null,
    viewPath: null,
    icon: null,
    orderNum: 0,
    isShow: true,
    keepAlive: true,
    perms: 'user:info:page',
  },
  {
    id: 67,
    parentId: 61,
    type: 2,
    name: '新增',
    router: null,
    viewPath: null,
    icon: null,
    orderNum: 0,
    isShow: true,
    keepAlive: true,
    perms: 'user:info:add',
  },
]

const KEYS: Record<number, string> = {
  60: 'user.dir',
  61: 'user.list',
  62: 'user.list.delete',
  63: 'user.list.update',
  64: 'user.list.info',
  65: 'user.list.list',
  66: 'user.list.page',
  67: 'user.list.add',
}

export const migrations: Migration[] = [
  {
    // on a database seeded by id, the first seed's rows still there (with their name and parent)
    // are this module's menus under their keys: edits are kept, and what was deleted stays deleted
    name: '0001_legacy_menus',
    async up(s) {
      const seeded = new Map(legacyUserMenus().map((r) => [r.id, `${r.parentId}/${r.name}`]))
      const present = (
        await s.db.selectFrom('base_sys_menu').select(['id', 'parentId', 'name']).execute()
      ).filter((r) => seeded.get(r.id as number) === `${r.parentId}/${r.name}`)
      if (!present.length) return
      const known = new Set(
        (await s.db.selectFrom('base_sys_menu_key').select('key').execute()).map((r) => r.key as string),
      )
      const now = nowIso()
      for (const { id } of present) {
        const key = KEYS[id as number]
        if (known.has(key)) continue
        await s.db
          .insertInto('base_sys_menu_key')
          .values({ key, menuId: id, createTime: now, updateTime: now })
          .execute()
      }
    },
  },
]
