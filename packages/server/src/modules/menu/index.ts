import { MenuClassify, MenuEvaluate, MenuInfo } from '@backroom/contract'
import { defineModule } from '../../platform.ts'
import { classifyResource } from './classify.ts'
import { evaluateResource } from './evaluate.ts'
import { infoResource } from './info.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'
import './tables.ts'

/**
 * The site directory: classifies (a tree), the sites filed under them and the app users'
 * evaluations of those sites, managed in the console (`/admin/menu/*`); the app realm reads the
 * classifies and the sites on shelf openly and takes a signed-in app user's evaluation.
 */
export default defineModule({
  name: 'menu',
  // evaluations name their authors, the app users
  requires: ['base', 'user'],
  tables: [MenuClassify, MenuInfo, MenuEvaluate],
  migrations: [],
  menus,
  messages,
  resources: (ctx) => [classifyResource(ctx), infoResource(), evaluateResource()],
})
