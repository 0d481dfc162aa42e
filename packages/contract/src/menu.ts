/** Menu vocabulary, free of zod so that the light sign-in bundle can import it. */

/** Menus of type 2 are permission buttons; 0 directories; 1 pages. */
export const MenuType = { directory: 0, page: 1, button: 2 } as const

/** Paths the server keeps for itself: no menu route may start with them. */
export const RESERVED_PATHS = ['/api', '/admin', '/upload', '/swagger'] as const
export function isReservedPath(path: string): boolean {
  return RESERVED_PATHS.some((p) => path === p || path.startsWith(`${p}/`))
}
