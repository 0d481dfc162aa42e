/** Where the module's data lives on the server. */
export const USERS = '/admin/user/info'
export const ADDRESSES = '/admin/user/address'
