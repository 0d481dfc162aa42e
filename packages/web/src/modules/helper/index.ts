import type { ModuleDescriptor } from '../../shell'
import { apiDocRequest } from './api-doc'

/**
 * Developer helpers: the API reference (a menu's page, `views/api-doc`); the code and plugin pages
 * come in a later version (static views without their page yet).
 */
const helper: ModuleDescriptor = {
  name: 'helper',
  views: [
    {
      path: '/helper/ai-code',
      label: 'views.aiCode',
      viewPath: 'modules/helper/views/ai-code',
      keepAlive: true,
    },
    { path: '/helper/plugins', label: 'views.plugins', viewPath: 'modules/helper/views/plugins' },
  ],
  prefetch: { 'modules/helper/views/api-doc': (q) => [q.request(apiDocRequest(q.language()))] },
}
export default helper
