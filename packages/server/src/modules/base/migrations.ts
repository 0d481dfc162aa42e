import { SysUser } from '@backroom/contract'
import { type Migration, nowIso, type Schema } from '../../platform.ts'
import { LEGACY_BASE_MENU_IDS } from './menus.ts'
import { legacyMenuRows } from './seed-menus.ts'

async function insertAll(s: Schema, table: string, rows: Record<string, unknown>[]) {
  const now = nowIso()
  for (const row of rows)
    await s.db
      .insertInto(table)
      .values({ ...row, createTime: now, updateTime: now })
      .execute()
}

export const baseMigrations: Migration[] = [
  {
    // the tables themselves come from their declarations (base's `tables`), made before this runs;
    // here what a declaration does not say: lookup indexes and unique pairs (keyword indexes come
    // from the resources' declarations, at start)
    name: '0001_tables',
    async up(s) {
      await s.createIndex('base_sys_department', ['parentId'])
      await s.createIndex('base_sys_user', ['departmentId'])
      await s.createIndex('base_sys_user', ['status'])
      await s.createIndex('base_sys_menu', ['parentId'])
      // a link table holds each pair once, and is read from either side
      const links: Record<string, [string, string]> = {
        base_sys_user_role: ['userId', 'roleId'],
        base_sys_role_menu: ['roleId', 'menuId'],
        base_sys_role_department: ['roleId', 'departmentId'],
      }
      for (const [table, [a, b]] of Object.entries(links)) {
        await s.createIndex(table, [a, b], true)
        await s.createIndex(table, [b])
      }
    },
  },
  {
    // base's menus are declared in menus.ts; databases seeded before that have them at the
    // reference's ids (legacyMenuRows), adopted by key in 0009_menu_keys and 0011_base_menu_keys
    name: '0002_seed',
    async up(s) {
      await insertAll(s, 'base_sys_department', [
        { id: 1, name: 'Backroom', parentId: null, orderNum: 0 },
        { id: 12, name: '测试', parentId: 1, orderNum: 1 },
        { id: 11, name: '开发', parentId: 12, orderNum: 2 },
        { id: 13, name: '游客', parentId: 1, orderNum: 3 },
      ])
      await insertAll(s, 'base_sys_role', [
        { id: 1, userId: 1, name: '超管', label: 'admin', relevance: true, remark: '最高权限的角色' },
      ])
      // the password is set on first start, from ADMIN_PASSWORD or generated and printed once
      await insertAll(s, 'base_sys_user', [
        {
          id: 1,
          departmentId: 1,
          name: '超级管理员',
          username: 'admin',
          password: null,
          passwordV: 1,
          nickName: '管理员',
          status: 1,
          remark: '拥有最高权限的用户',
        },
      ])
      await insertAll(s, 'base_sys_user_role', [{ userId: 1, roleId: 1 }])
      await insertAll(s, 'base_sys_param', [
        {
          keyName: 'rich',
          name: '富文本参数',
          data: '<h3><strong>这是一个富文本</strong></h3><p>xxx</p><p>xxxxxxxxxx</p><p><br></p>',
          dataType: 1,
        },
        { keyName: 'json', name: 'JSON参数', data: '{\n  "code": 111233\n}', dataType: 0 },
        { keyName: 'file', name: '文件', data: '', dataType: 2 },
        { keyName: 'text', name: '测试', data: '这是一段字符串', dataType: 0 },
      ])
      await insertAll(s, 'base_sys_conf', [
        { cKey: 'logKeep', cValue: '31' },
        { cKey: 'recycleKeep', cValue: '31' },
      ])
    },
  },
  {
    // made the short-keyword tables, which come from the resources' declarations now (keywordIndex)
    name: '0003_short_keyword_tables',
    async up() {},
  },
  {
    // on databases seeded with the menu list by id (see 0002_seed)
    name: '0004_menu_export_import_buttons',
    async up(s) {
      if (!(await s.db.selectFrom('base_sys_menu').select('id').where('id', '=', 3).executeTakeFirst()))
        return
      await insertAll(s, 'base_sys_menu', [
        {
          parentId: 3,
          type: 2,
          name: '导出',
          perms: 'base:sys:menu:export',
          orderNum: 5,
          isShow: true,
          keepAlive: false,
        },
        {
          parentId: 3,
          type: 2,
          name: '导入',
          perms: 'base:sys:menu:import',
          orderNum: 6,
          isShow: true,
          keepAlive: false,
        },
      ])
    },
  },
  {
    // made base_upload_usage, which comes from its declaration now (tables.ts)
    name: '0005_upload_usage',
    async up() {},
  },
  {
    // the table comes from its declaration, its keyword table from its resource's; the core's first
    // migration made it, with this index, on databases older than this migration
    name: '0006_request_log',
    async up(s) {
      if (await s.hasIndex('base_sys_log', ['userId'])) return
      await s.createIndex('base_sys_log', ['userId'])
    },
  },
  {
    // seeded menus carry the reference's view paths, so that its menu exports and ours agree;
    // a view path someone has changed since is left alone
    name: '0007_reference_view_paths',
    async up(s) {
      for (const { id, viewPath } of legacyMenuRows()) {
        if (!viewPath) continue
        const before = id === 38 ? '/swagger' : viewPath.replace(/^cool\//, '').replace(/\.vue$/, '')
        await s.db
          .updateTable('base_sys_menu')
          .set({ viewPath })
          .where('id', '=', id)
          .where('viewPath', '=', before)
          .execute()
      }
    },
  },
  {
    // administrators belong to a tenant (TENANCY=on); the column comes from the user's declaration
    name: '0008_user_tenant',
    async up(s) {
      await s.syncTable(SysUser)
    },
  },
  {
    // menus are declared by their modules, by key; the menus the first seed made for every module
    // are recorded under their keys here, so that the modules find them instead of adding them again
    // (in base_sys_menu_key, made from its declaration)
    name: '0009_menu_keys',
    async up(s) {
      const now = nowIso()
      // a menu at a legacy id is the seeded one only if it still has its name and parent
      const seeded = new Map(legacyMenuRows().map((r) => [r.id, `${r.parentId}/${r.name}`]))
      const present = new Set(
        (await s.db.selectFrom('base_sys_menu').select(['id', 'parentId', 'name']).execute())
          .filter((r) => seeded.get(r.id as number) === `${r.parentId}/${r.name}`)
          .map((r) => r.id as number),
      )
      for (const [key, id] of Object.entries(LEGACY_MENU_IDS)) {
        if (!present.has(id)) continue
        await s.db
          .insertInto('base_sys_menu_key')
          .values({ key, menuId: id, createTime: now, updateTime: now })
          .execute()
      }
    },
  },
  {
    // made base_upload_file, which comes from its declaration now (tables.ts)
    name: '0010_upload_files',
    async up() {},
  },
  {
    // base's own menus are declared by key too: on a database seeded by id, each seeded menu still
    // there is recorded under its key (edits kept) and each one deleted stays deleted
    name: '0011_base_menu_keys',
    async up(s) {
      const menus = await s.db.selectFrom('base_sys_menu').select(['id', 'parentId', 'perms']).execute()
      const present = new Set(menus.map((r) => r.id as number))
      if (!Object.values(LEGACY_BASE_MENU_IDS).some((id) => present.has(id))) return
      const known = new Set(
        (await s.db.selectFrom('base_sys_menu_key').select('key').execute()).map((r) => r.key as string),
      )
      const button = (perm: string) =>
        (menus.find((r) => r.parentId === LEGACY_BASE_MENU_IDS['base.sys.menu'] && r.perms === perm)?.id as
          | number
          | undefined) ?? null
      const ids: Record<string, number | null> = {
        ...Object.fromEntries(
          Object.entries(LEGACY_BASE_MENU_IDS).map(([key, id]) => [key, present.has(id) ? id : null]),
        ),
        'base.sys.menu.export': button('base:sys:menu:export'),
        'base.sys.menu.import': button('base:sys:menu:import'),
      }
      const now = nowIso()
      for (const [key, menuId] of Object.entries(ids)) {
        if (known.has(key)) continue
        await s.db
          .insertInto('base_sys_menu_key')
          .values({ key, menuId, createTime: now, updateTime: now })
          .execute()
      }
    },
  },
  {
    // the welcome page moved from demo to base (web modules declare the home page now); a view path
    // an administrator has changed is left alone
    name: '0012_home_in_base',
    async up(s) {
      await s.db
        .updateTable('base_sys_menu')
        .set({ viewPath: 'modules/base/views/home/index.vue' })
        .where(
          'id',
          'in',
          s.db.selectFrom('base_sys_menu_key').select('menuId').where('key', '=', 'base.home'),
        )
        .where('viewPath', 'in', ['modules/demo/views/home/index.vue', 'modules/demo/views/home'])
        .execute()
    },
  },
]

/** The keys of the menus the first seed made for every module, by the ids the reference gives them. */
const LEGACY_MENU_IDS: Record<string, number> = {
  'base.system': 1,
  'base.tutorial': 37,
  'base.apiDoc': 38,
  'base.home': 42,
  'base.data': 43,
  'task.dir': 34,
  'task.list': 35,
  'task.list.perms': 36,
  'demo.crud': 39,
  'space.common': 40,
  'space.common.upload': 41,
  'dict.list': 44,
  'dict.list.delete': 45,
  'dict.list.update': 46,
  'dict.list.data': 47,
  'dict.list.info': 48,
  'dict.list.list': 49,
  'dict.list.page': 50,
  'dict.list.add': 51,
  'dict.list.typeGroup': 52,
  'dict.list.type': 53,
  'recycle.data': 54,
  'recycle.data.restore': 55,
  'recycle.data.info': 56,
  'recycle.data.page': 57,
  'space.list': 58,
  'space.list.perms': 59,
  'plugin.dir': 68,
  'plugin.list': 69,
  'plugin.list.delete': 70,
  'plugin.list.page': 71,
  'plugin.list.info': 72,
  'plugin.list.install': 73,
  'plugin.list.update': 74,
  'plugin.list.list': 75,
  'plugin.list.add': 76,
}
