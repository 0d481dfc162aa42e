import { DemoMember } from '@backroom/contract'
import { resource } from '../../core/crud/resource.ts'
import { defineModule } from '../../core/module.ts'
import { menus } from './menus.ts'

/** The CRUD example: a real resource whose occupation field reads the `occupation` dictionary. */
export default defineModule({
  name: 'demo',
  menus,
  requires: ['base'],
  tables: [DemoMember],
  migrations: [],
  setup(ctx) {
    resource(ctx, {
      module: 'demo',
      prefix: '/admin/demo/member',
      entity: DemoMember,
      description: 'crud 示例',
      api: ['add', 'delete', 'update', 'info', 'list', 'page'],
      scope: { none: 'example data shared by every administrator' },
      search: { keyWord: ['name'], eq: ['occupation'] },
    })
    return undefined
  },
})
