import { SysUser } from '@backroom/contract'
import type { Migration } from '../../core/db/migrate.ts'
import type { Schema } from '../../core/db/schema.ts'
import { nowIso } from '../../core/db/wire.ts'
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
    name: '0001_tables',
    async up(s) {
      await s.createTable(
        'base_sys_department',
        { name: 'varchar(100) not null', userId: 'int', parentId: 'int', orderNum: 'int not null default 0' },
        { indexes: [['parentId']] },
      )
      await s.createTable(
        'base_sys_user',
        {
          departmentId: 'int',
          userId: 'int',
          name: 'varchar(100)',
          username: 'varchar(100) not null unique',
          password: 'varchar(255)',
          passwordV: 'int not null default 1',
          nickName: 'varchar(100)',
          headImg: 'varchar(500)',
          phone: 'varchar(20)',
          email: 'varchar(100)',
          remark: 'varchar(500)',
          status: 'int not null default 1',
          socketId: 'varchar(100)',
        },
        { indexes: [['departmentId'], ['status']] },
      )
      await s.createKeywordIndex('base_sys_user', ['name', 'username', 'nickName', 'phone'])
      await s.createTable('base_sys_role', {
        userId: 'int',
        name: 'varchar(100) not null unique',
        label: 'varchar(50) not null unique',
        remark: 'varchar(500)',
        relevance: 'bool not null default false',
      })
      await s.createKeywordIndex('base_sys_role', ['name', 'label'])
      await s.createTable(
        'base_sys_menu',
        {
          parentId: 'int',
          name: 'varchar(100) not null',
          router: 'varchar(255)',
          perms: 'text',
          type: 'int not null default 0',
          icon: 'varchar(100)',
          orderNum: 'int not null default 0',
          viewPath: 'varchar(255)',
          keepAlive: 'bool not null default true',
          isShow: 'bool not null default true',
        },
        { indexes: [['parentId']] },
      )
      const link = (a: string, b: string) => ({ [a]: 'int not null', [b]: 'int not null' })
      await s.createTable('base_sys_user_role', link('userId', 'roleId'), {
        unique: [['userId', 'roleId']],
        indexes: [['roleId']],
      })
      await s.createTable('base_sys_role_menu', link('roleId', 'menuId'), {
        unique: [['roleId', 'menuId']],
        indexes: [['menuId']],
      })
      await s.createTable('base_sys_role_department', link('roleId', 'departmentId'), {
        unique: [['roleId', 'departmentId']],
        indexes: [['departmentId']],
      })
      await s.createTable('base_sys_param', {
        keyName: 'varchar(100) not null unique',
        name: 'varchar(100) not null',
        data: 'text not null',
        dataType: 'int not null default 0',
        remark: 'varchar(500)',
      })
      await s.createKeywordIndex('base_sys_param', ['name', 'keyName'])
      await s.createTable('base_sys_conf', { cKey: 'varchar(100) not null unique', cValue: 'text not null' })
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
    name: '0003_short_keyword_tables',
    async up(s) {
      await s.createShortKeywordTable('base_sys_user', ['name', 'username', 'nickName', 'phone'])
      await s.createShortKeywordTable('base_sys_role', ['name', 'label'])
      await s.createShortKeywordTable('base_sys_param', ['name', 'keyName'])
    },
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
    // what each user has uploaded, against UPLOAD_QUOTA_MB
    name: '0005_upload_usage',
    async up(s) {
      await s.createTable('base_upload_usage', {
        userId: 'int not null unique',
        bytes: 'bigint not null default 0',
      })
    },
  },
  {
    // the core's first migration made this table on databases older than this one
    name: '0006_request_log',
    async up(s) {
      if (await s.hasTable('base_sys_log')) return
      await s.createTable(
        'base_sys_log',
        { userId: 'int', action: 'varchar(200) not null', ip: 'varchar(50)', params: 'json' },
        { indexes: [['userId']] },
      )
      // a trigram index of every request costs more than the rare log search saves: the log is
      // searched through its narrow keyword table (SQLite) or a plain scan (PostgreSQL)
      await s.createShortKeywordTable('base_sys_log', ['action', 'ip'])
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
    name: '0009_menu_keys',
    async up(s) {
      await s.createTable('base_sys_menu_key', { key: 'varchar(100) not null unique', menuId: 'int' })
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
    // who uploaded each stored file: a module that points at a stored file checks the caller's claim here
    name: '0010_upload_files',
    async up(s) {
      await s.createTable('base_upload_file', { key: 'varchar(255) not null unique', userId: 'int not null' })
    },
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
  'user.dir': 60,
  'user.list': 61,
  'user.list.delete': 62,
  'user.list.update': 63,
  'user.list.info': 64,
  'user.list.list': 65,
  'user.list.page': 66,
  'user.list.add': 67,
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
