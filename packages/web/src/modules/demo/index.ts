import type { ModuleDescriptor } from '../../shell'

/** The workbench home page and examples of what pages can do. */
const demo: ModuleDescriptor = {
  name: 'demo',
  prefetch: { 'modules/demo/views/crud': (q) => [q.table('/admin/demo/member'), q.eps()] },
  views: [
    {
      path: '/demo/test/route/:id/:name?',
      label: 'views.routeDemo',
      viewPath: 'modules/demo/views/route-params',
    },
    { path: '/demo/crud', label: 'views.crudDemo', viewPath: 'modules/demo/views/crud/index' },
  ],
  tables: {
    demo_member: {
      title: 'demo-crud.title',
      area: 'demo-crud',
      resource: () => import('./resource').then((m) => m.memberResource),
    },
  },
}
export default demo
