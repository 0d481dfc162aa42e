import type { ModuleDescriptor } from '../../shell'
import { CLASSIFIES, ENTRIES, EVALUATIONS, MENU_COUNT } from './endpoints'

const resources = () => import('./resources')

/** The site directory: classifies and their sites on one screen, the app users' evaluations on another. */
const menu: ModuleDescriptor = {
  name: 'menu',
  prefetch: {
    'modules/menu/views/info': (q) => [q.list(CLASSIFIES), q.request(MENU_COUNT), q.table(ENTRIES), q.eps()],
    'modules/menu/views/evaluate': (q) => [q.table(EVALUATIONS), q.eps()],
  },
  tables: {
    menu_classify: {
      title: 'site.classify',
      area: 'site',
      resource: () => resources().then((m) => m.classifyResource),
    },
    menu_info: { title: 'site.title', area: 'site', resource: () => resources().then((m) => m.infoResource) },
    menu_evaluate: {
      title: 'site.evaluation',
      area: 'site',
      resource: () => resources().then((m) => m.evaluateResource),
    },
  },
  // an app user's evaluations, in their row's details on the app users' screen
  detailTabs: {
    user_info: [
      {
        key: 'evaluations',
        label: 'site.userTab',
        area: 'site',
        perm: 'menu:evaluate:page',
        order: 10,
        component: () => import('./components/EvaluationsTab'),
      },
    ],
  },
}
export default menu
