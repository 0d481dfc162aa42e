import type { Request } from '../../shell'
import { GOODS } from './endpoints'

/** The stock below which the goods list warns (a shop setting on the params screen). */
export const stockWarningRequest: Request = {
  queryKey: [GOODS, 'stockWarning'],
  path: `${GOODS}/stockWarning`,
  method: 'GET',
  perm: 'shop:goods:page',
}
