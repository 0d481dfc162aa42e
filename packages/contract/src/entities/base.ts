import { z } from 'zod'
import { col } from '../column.ts'
import { entity, tenantColumns } from '../entity.ts'
import { ROLE_LABEL_MAX, USERNAME_MAX } from '../limits.ts'
import type { MenuRule } from '../menu.ts'
import { Id, intBetween } from '../numbers.ts'
import { Password } from '../password.ts'

export const SysDepartment = entity('base_sys_department', 'BaseSysDepartmentEntity', {
  name: col.string(100, '部门名称'),
  userId: col.int('创建者ID').nullable().with({ serverOnly: true }),
  parentId: col.int('上级部门ID').nullable(),
  orderNum: col.order('排序').default(0),
})

export const SysUser = entity('base_sys_user', 'BaseSysUserEntity', {
  departmentId: col.int('部门ID').nullable(),
  userId: col.int('创建者ID').nullable().with({ serverOnly: true }),
  name: col.string(100, '姓名').nullable(),
  username: col.string(USERNAME_MAX, '用户名').with({ unique: true }),
  password: col.string(255, '密码').nullable().with({ secret: true }),
  passwordV: col.int('密码版本').default(1).with({ serverOnly: true }),
  nickName: col.string(100, '昵称').nullable(),
  headImg: col.string(500, '头像').nullable(),
  phone: col.phone('手机').nullable(),
  email: col.email(100, '邮箱').nullable(),
  remark: col.string(500, '备注').nullable(),
  status: col.choice('状态', ['禁用', '启用']).default(1),
  socketId: col.string(100, 'socketId').nullable().with({ serverOnly: true }),
  /** the administrator's tenant (TENANCY=on); none: every tenant's */
  ...tenantColumns,
})

export const SysRole = entity('base_sys_role', 'BaseSysRoleEntity', {
  userId: col.int('创建者ID').nullable().with({ serverOnly: true }),
  name: col.string(100, '名称').with({ unique: true }),
  label: col.string(ROLE_LABEL_MAX, '角色标签').with({ unique: true }),
  remark: col.string(500, '备注').nullable(),
  relevance: col.boolean('数据权限是否关联上下级').default(false),
})

export const SysMenu = entity('base_sys_menu', 'BaseSysMenuEntity', {
  parentId: col.int('父菜单ID').nullable(),
  name: col.string(100, '菜单名称'),
  router: col.string(255, '菜单地址').nullable(),
  perms: col.text('权限标识').nullable(),
  type: col.choice('类型 0-目录 1-菜单 2-按钮', ['目录', '菜单', '按钮']).default(0),
  icon: col.string(100, '图标').nullable(),
  orderNum: col.order('排序').default(0),
  viewPath: col.string(255, '视图地址').nullable(),
  keepAlive: col.boolean('路由缓存').default(true),
  isShow: col.boolean('是否显示').default(true),
})

export const SysParam = entity('base_sys_param', 'BaseSysParamEntity', {
  keyName: col.string(100, '键').with({ unique: true }),
  name: col.string(100, '名称'),
  data: col.text('数据'),
  dataType: col.choice('数据类型 0-字符串 1-富文本 2-文件', ['字符串', '富文本', '文件']).default(0),
  remark: col.string(500, '备注').nullable(),
  /** served to anyone on `/app/base/comm/param` (the shop's front end); the others never are */
  isPublic: col.boolean('是否公开').default(false),
})

export const SysLog = entity('base_sys_log', 'BaseSysLogEntity', {
  userId: col.int('用户ID').nullable(),
  action: col.string(200, '行为'),
  ip: col.string(50, 'ip').nullable(),
  params: col.json(z.unknown(), '参数').nullable(),
})

const optionalPassword = z.union([Password, z.literal('')]).optional()
const roleIdList = z.array(Id).max(100).optional()
/** a nickname may be left out (the server takes the username), never emptied */
export const NickName = z.string().trim().min(1).max(100)

/**
 * `sys/user/add`: a password is optional: a user without one exists but cannot sign in until an
 * administrator sets one (imported users always start so)
 */
export const UserAdd = SysUser.add.extend({
  password: optionalPassword,
  roleIdList,
  nickName: NickName.optional(),
})
/** `sys/user/update`: an empty password keeps the current one */
export const UserUpdate = SysUser.update.extend({
  password: optionalPassword,
  roleIdList,
  nickName: NickName.optional(),
})
export const UserMove = z.object({ departmentId: Id, userIds: z.array(Id).min(1).max(1000) })

const grants = {
  menuIdList: z.array(Id).max(5000).optional(),
  departmentIdList: z.array(Id).max(5000).optional(),
}
export const RoleAdd = SysRole.add.extend(grants)
export const RoleUpdate = SysRole.update.extend(grants)

/** `sys/department/delete`: users of deleted departments are deleted too, or moved to the parent */
export const DepartmentDelete = z.looseObject({
  ids: z.array(Id).min(1).max(1000),
  deleteUser: z.boolean().optional(),
})

/** A menu as `sys/menu/export` writes it and `sys/menu/import` reads it */
export interface MenuTree {
  [key: string]: unknown
  childMenus?: MenuTree[]
}
export const MenuTreeSchema: z.ZodType<MenuTree> = z.lazy(() =>
  SysMenu.add.omit({ parentId: true }).extend({ childMenus: z.array(MenuTreeSchema).max(500).optional() }),
)
export const MenuExport = z.object({ ids: z.array(Id).min(1).max(5000) })
export const MenuImport = z.object({
  menus: z.array(MenuTreeSchema).min(1).max(500),
  /** the menu the file's top-level menus go below; absent or null: the top level */
  parentId: Id.nullable().optional(),
  /** a menu that exists already (same route, or same name and type below the same menu): kept or overwritten */
  existing: z.enum(['skip', 'replace']).default('skip'),
  /** answer the plan without writing anything */
  dryRun: z.boolean().optional(),
})
/** One menu of an import plan, in the file's order (depth-first). */
export interface MenuImportStep {
  name: string
  type: number
  router: string | null
  depth: number
  action: 'create' | 'skip' | 'replace' | 'invalid'
  /** why an invalid menu cannot be imported */
  rule?: MenuRule | 'routeTaken'
}

/** the days the request log may keep, as `sys/log/setKeep` takes them */
export const LOG_KEEP_DAYS = { min: 1, max: 3650 } as const
export const LogKeep = z.object({ value: intBetween(LOG_KEEP_DAYS.min, LOG_KEEP_DAYS.max) })
export const ParamKey = z.object({ key: z.string().max(100) })
