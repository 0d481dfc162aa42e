import { type MenuDefinition, menuButtons } from '@backroom/contract'

/** The shop's directory: goods (with their categories' tree) and comments, a button per action. */
export const menus: MenuDefinition[] = [
  {
    key: 'shop.dir',
    type: 0,
    name: { 'zh-cn': '商城管理', 'zh-tw': '商城管理', en: 'Shop' },
    icon: 'icon-goods',
    orderNum: 12,
  },
  {
    key: 'shop.goods',
    parent: 'shop.dir',
    type: 1,
    name: { 'zh-cn': '商品管理', 'zh-tw': '商品管理', en: 'Goods' },
    router: '/shop/goods',
    viewPath: 'modules/shop/views/goods',
    icon: 'icon-goods',
    orderNum: 1,
  },
  ...menuButtons('shop.goods', 'shop:goods', [
    'add',
    'delete',
    { name: 'update', perms: ['update', 'updateStatus', 'info'] },
    'info',
    'page',
  ]),
  ...menuButtons('shop.goods', 'shop:category', [
    {
      name: 'category',
      text: { 'zh-cn': '商品分类', 'zh-tw': '商品分類', en: 'Categories' },
      perms: ['list', 'page', 'info', 'add', 'update', 'delete', 'order'],
    },
  ]),
  {
    key: 'shop.comment',
    parent: 'shop.dir',
    type: 1,
    name: { 'zh-cn': '商品评论', 'zh-tw': '商品評論', en: 'Comments' },
    router: '/shop/comment',
    viewPath: 'modules/shop/views/comment',
    icon: 'icon-msg',
    orderNum: 2,
  },
  ...menuButtons('shop.comment', 'shop:comment', [
    'page',
    'info',
    'delete',
    { name: 'hide', text: { 'zh-cn': '隐藏', 'zh-tw': '隱藏', en: 'Hide' } },
  ]),
]
