/** Where the shop's data lives on the server. */
export const CATEGORIES = '/admin/shop/category'
export const GOODS = '/admin/shop/goods'
export const COMMENTS = '/admin/shop/comment'
export const ORDERS = '/admin/shop/order'
export const DASHBOARD = '/admin/shop/dashboard'
