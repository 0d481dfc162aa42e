import { endpoint } from '../../../crud'

/**
 * Where base's entities are served. Their resources declare the screens on these; the widgets
 * those declarations name (pickers, switches) and the dialogs beside them call them here, since a
 * widget importing the declaration that names it would make a circle.
 */
export const departmentApi = endpoint('/admin/base/sys/department')
export const menuApi = endpoint('/admin/base/sys/menu')
export const userApi = endpoint('/admin/base/sys/user')
