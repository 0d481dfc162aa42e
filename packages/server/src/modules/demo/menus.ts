import { type MenuDefinition, menuButtons, SEEDED_CRUD_ACTIONS } from '@backroom/contract'

const page = (
  key: string,
  name: MenuDefinition['name'],
  router: string,
  viewPath: string,
  icon: string,
  orderNum: number,
): MenuDefinition => ({ key, parent: 'base.tutorial', type: 1, name, router, viewPath, icon, orderNum })

/** The tutorials' examples under the Tutorials directory, each page's permissions in one button. */
export const menus: MenuDefinition[] = [
  page(
    'demo.crud',
    { 'zh-cn': 'crud 示例', 'zh-tw': 'CRUD 範例', en: 'CRUD demo' },
    '/demo/crud',
    'modules/demo/views/crud/index.vue',
    'icon-favor',
    1,
  ),
  ...menuButtons('demo.crud', 'demo:goods', [{ name: 'perms', perms: SEEDED_CRUD_ACTIONS }]),
  page(
    'demo.member',
    { 'zh-cn': '字典示例', 'zh-tw': '字典範例', en: 'Dictionary demo' },
    '/demo/member',
    'modules/demo/views/member.vue',
    'icon-dict',
    2,
  ),
  ...menuButtons('demo.member', 'demo:member', [{ name: 'perms', perms: SEEDED_CRUD_ACTIONS }]),
  page(
    'demo.tenant',
    { 'zh-cn': '多租户', 'zh-tw': '多租戶', en: 'Tenants' },
    '/demo/tenant',
    'modules/demo/views/tenant.vue',
    'icon-dept',
    3,
  ),
  ...menuButtons('demo.tenant', 'demo:tenant', [{ name: 'perms', perms: ['use', 'noUse', 'noTenant'] }]),
  page(
    'demo.route',
    { 'zh-cn': '路由参数', 'zh-tw': '路由參數', en: 'Route parameters' },
    '/demo/test/route/1/backroom',
    'modules/demo/views/route-params.vue',
    'icon-discover',
    4,
  ),
  page(
    'demo.upload',
    { 'zh-cn': '文件上传', 'zh-tw': '檔案上傳', en: 'File upload' },
    '/space/upload',
    'modules/space/views/upload-demo.vue',
    'icon-pic',
    5,
  ),
  page(
    'demo.viewGroup',
    { 'zh-cn': '左右布局', 'zh-tw': '左右版面', en: 'Left-right layout' },
    '/demo/view/group',
    'modules/demo/views/view-group.vue',
    'icon-menu',
    6,
  ),
  page(
    'demo.viewHead',
    { 'zh-cn': '顶部详情', 'zh-tw': '頂部詳情', en: 'Detail header' },
    '/demo/view/head',
    'modules/demo/views/view-head.vue',
    'icon-info',
    7,
  ),
]
