export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 16
export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 1000
/** the longest keyword or text filter of a page or list: SQLite refuses a LIKE pattern of 50,000 bytes */
export const FILTER_TEXT_MAX = 200
export const USERNAME_MAX = 100
export const PHONE_MAX = 20
export const ROLE_LABEL_MAX = 50
/** role 1 (label `admin`) is the super-admin role */
export const SUPER_ROLE_ID = 1
