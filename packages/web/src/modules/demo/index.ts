import type { ModuleDescriptor } from '../../shell'
import { goodsTypesRequest } from './goods-types'
import { TENANT_ACTIONS, tenantRequest } from './tenant-queries'

/** The tutorials' examples: the CRUD demo, the dictionary example, tenants, routes and view components. */
const demo: ModuleDescriptor = {
  name: 'demo',
  prefetch: {
    'modules/demo/views/crud': (q) => [q.table('/admin/demo/goods'), q.eps()],
    'modules/demo/views/member': (q) => [q.table('/admin/demo/member'), q.eps()],
    'modules/demo/views/view-group': (q) => [q.request(goodsTypesRequest(q.language())), q.eps()],
    'modules/demo/views/tenant': (q) => TENANT_ACTIONS.map((action) => q.request(tenantRequest(action))),
  },
  views: [
    {
      path: '/demo/test/route/:id/:name?',
      label: 'views.routeDemo',
      viewPath: 'modules/demo/views/route-params',
    },
    { path: '/demo/crud', label: 'views.crudDemo', viewPath: 'modules/demo/views/crud/index' },
  ],
  tables: {
    demo_goods: {
      title: 'demo-goods.title',
      area: 'demo-goods',
      resource: () => import('./resources').then((m) => m.goodsResource),
    },
    demo_member: {
      title: 'demo-crud.title',
      area: 'demo-crud',
      resource: () => import('./resources').then((m) => m.memberResource),
    },
  },
}
export default demo
