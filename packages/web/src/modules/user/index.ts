import type { ModuleDescriptor } from '../../shell'
import { USERS } from './endpoints'

/** App users: the shop's customers, their addresses and balance. */
const user: ModuleDescriptor = {
  name: 'user',
  prefetch: { 'modules/user/views/list': (q) => [q.table(USERS), q.eps()] },
  tables: {
    user_info: {
      title: 'user.title',
      area: 'user',
      resource: () => import('./resources').then((m) => m.userResource),
    },
    user_address: {
      title: 'user.address',
      area: 'user',
      resource: () => import('./resources').then((m) => m.addressResource),
    },
  },
  detailTabs: {
    user_info: [
      {
        key: 'addresses',
        label: 'user.addresses',
        area: 'user',
        perm: 'user:address:page',
        order: 1,
        component: () => import('./components/AddressTab'),
      },
      {
        key: 'balance',
        label: 'user.balanceLog',
        area: 'user',
        perm: 'user:info:info',
        order: 2,
        component: () => import('./components/BalanceTab'),
      },
    ],
  },
}
export default user
