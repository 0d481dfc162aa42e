import type { Request } from '../../shell'

/** Where the module's data lives on the server. */
export const CLASSIFIES = '/admin/menu/classify'
export const ENTRIES = '/admin/menu/info'
export const EVALUATIONS = '/admin/menu/evaluate'

/**
 * Each classify's entries, those below it included: kept under the entries' key, so that any
 * write of an entry (and a classify's, which refreshes the entries too) counts again.
 */
export const MENU_COUNT: Request = {
  queryKey: [ENTRIES, 'menuCount'],
  path: `${CLASSIFIES}/menuCount`,
  method: 'GET',
  perm: 'menu:classify:menuCount',
}
