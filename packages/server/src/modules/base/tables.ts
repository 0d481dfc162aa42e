import { col, entity, SysDepartment, SysLog, SysMenu, SysParam, SysRole, SysUser } from '@backroom/contract'
import type { TableOf } from '../../platform.ts'

/*
 * base's tables the wire never sees: declared here, made from these declarations (Module.tables).
 * Their unique pairs and lookup indexes are made by migration 0001_tables.
 */

/** which roles a user has */
export const SysUserRole = entity('base_sys_user_role', 'BaseSysUserRoleEntity', {
  userId: col.int('用户ID'),
  roleId: col.int('角色ID'),
})

/** which menus (and so permissions) a role grants */
export const SysRoleMenu = entity('base_sys_role_menu', 'BaseSysRoleMenuEntity', {
  roleId: col.int('角色ID'),
  menuId: col.int('菜单ID'),
})

/** which departments' data a role sees */
export const SysRoleDepartment = entity('base_sys_role_department', 'BaseSysRoleDepartmentEntity', {
  roleId: col.int('角色ID'),
  departmentId: col.int('部门ID'),
})

/** settings such as `logKeep` and `recycleKeep` */
export const SysConf = entity('base_sys_conf', 'BaseSysConfEntity', {
  cKey: col.string(100, '配置键').with({ unique: true }),
  cValue: col.text('配置值'),
})

/** the menu each declared menu key stands for; none when the menu was deleted */
export const SysMenuKey = entity('base_sys_menu_key', 'BaseSysMenuKeyEntity', {
  key: col.string(100, '菜单标识').with({ unique: true }),
  menuId: col.int('菜单ID').nullable(),
})

/** what each user has uploaded, against UPLOAD_QUOTA_MB */
export const UploadUsage = entity('base_upload_usage', 'BaseUploadUsageEntity', {
  userId: col.int('用户ID').with({ unique: true }),
  bytes: col.bigint('已上传字节数').default(0),
})

/** who uploaded each stored file: a module that points at a stored file checks the caller's claim here */
export const UploadFile = entity('base_upload_file', 'BaseUploadFileEntity', {
  key: col.string(255, '文件键').with({ unique: true }),
  userId: col.int('用户ID'),
})

/** every table base owns, in the order they are made */
export const baseTables = [
  SysDepartment,
  SysUser,
  SysRole,
  SysMenu,
  SysUserRole,
  SysRoleMenu,
  SysRoleDepartment,
  SysParam,
  SysConf,
  UploadUsage,
  SysLog,
  SysMenuKey,
  UploadFile,
]

// base's tables, typed for `ctx.db`
declare module '../../platform.ts' {
  interface Tables {
    base_sys_department: TableOf<typeof SysDepartment>
    base_sys_user: TableOf<typeof SysUser>
    base_sys_role: TableOf<typeof SysRole>
    base_sys_menu: TableOf<typeof SysMenu>
    base_sys_user_role: TableOf<typeof SysUserRole>
    base_sys_role_menu: TableOf<typeof SysRoleMenu>
    base_sys_role_department: TableOf<typeof SysRoleDepartment>
    base_sys_param: TableOf<typeof SysParam>
    base_sys_conf: TableOf<typeof SysConf>
    base_upload_usage: TableOf<typeof UploadUsage>
    base_sys_log: TableOf<typeof SysLog>
    base_sys_menu_key: TableOf<typeof SysMenuKey>
    base_upload_file: TableOf<typeof UploadFile>
  }
}
