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
  {
    key: 'shop.order',
    parent: 'shop.dir',
    type: 1,
    name: { 'zh-cn': '订单管理', 'zh-tw': '訂單管理', en: 'Orders' },
    router: '/shop/order',
    viewPath: 'modules/shop/views/order',
    icon: 'icon-cart',
    orderNum: 3,
  },
  ...menuButtons('shop.order', 'shop:order', [
    { name: 'page', perms: ['page', 'info'] },
    { name: 'pay', text: { 'zh-cn': '标记已付款', 'zh-tw': '標記已付款', en: 'Mark paid' } },
    { name: 'ship', text: { 'zh-cn': '发货', 'zh-tw': '出貨', en: 'Ship' } },
    { name: 'complete', text: { 'zh-cn': '完成', 'zh-tw': '完成', en: 'Complete' } },
    { name: 'cancel', text: { 'zh-cn': '取消', 'zh-tw': '取消', en: 'Cancel' } },
    { name: 'refund', text: { 'zh-cn': '退款', 'zh-tw': '退款', en: 'Refund' } },
  ]),
  // the home page's figures: a permission on the home page's menu
  ...menuButtons('base.home', 'shop:dashboard', [
    {
      name: 'shopDashboard',
      text: { 'zh-cn': '查看首页看板', 'zh-tw': '檢視首頁看板', en: 'View the dashboard' },
      perms: ['view'],
    },
  ]),
]
