import { DemoGoods, DemoMember, SEEDED_CRUD_ACTIONS } from '@backroom/contract'
import { defineModule } from '../../platform.ts'
import { goodsResource } from './goods.ts'
import { memberResource } from './member.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'
import { tenantRoutes } from './tenant.ts'

const perms = (resource: string) => SEEDED_CRUD_ACTIONS.map((a) => `demo:${resource}:${a}`).join(',')

/** The tutorials' examples: the CRUD demo's goods, the dictionary example's people, the tenant demo. */
export default defineModule({
  name: 'demo',
  menus,
  requires: ['base', 'dict'],
  tables: [DemoMember, DemoGoods],
  migrations: [
    {
      // the CRUD demo shows goods now; the people moved to a page of their own (menu demo.member):
      // the demo page's button grants the goods' permissions, to the roles that held it
      name: '0001_crud_demo_goods',
      async up(s) {
        await s.db
          .updateTable('base_sys_menu')
          .set({ perms: perms('goods') })
          .where(
            'id',
            'in',
            s.db.selectFrom('base_sys_menu_key').select('menuId').where('key', '=', 'demo.crud.perms'),
          )
          .where('perms', '=', perms('member'))
          .execute()
      },
    },
  ],
  messages,
  resources: () => [goodsResource, memberResource],
  routes: (ctx) => [tenantRoutes(ctx)],
})
