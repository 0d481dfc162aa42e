import { type MenuDefinition, menuButtons, SEEDED_CRUD_ACTIONS } from '@backroom/contract'

const allActions = ['info', 'type'].flatMap((r) => SEEDED_CRUD_ACTIONS.map((a) => `${r}:${a}`))

/**
 * The file space under the Data directory, its permissions in one button, as the reference seeds
 * them; and the hidden "Common" directory whose "Image upload" button lets a role pick and upload
 * files from other screens (an avatar, a picture) without the file screen.
 */
export const menus: MenuDefinition[] = [
  {
    key: 'space.list',
    parent: 'base.data',
    type: 1,
    name: { 'zh-cn': '文件管理', 'zh-tw': '檔案管理', en: 'Files' },
    router: '/space/list',
    viewPath: 'modules/space/views/list.vue',
    icon: 'icon-log',
    orderNum: 5,
  },
  ...menuButtons('space.list', 'space', [{ name: 'perms', perms: allActions }]),
  {
    key: 'space.common',
    type: 0,
    name: { 'zh-cn': '通用', 'zh-tw': '通用', en: 'Common' },
    icon: 'icon-radioboxfill',
    orderNum: 99,
    isShow: false,
  },
  ...menuButtons('space.common', 'space', [
    {
      name: 'upload',
      text: { 'zh-cn': '图片上传', 'zh-tw': '圖片上傳', en: 'Image upload' },
      orderNum: 1,
      perms: allActions,
    },
  ]),
]
