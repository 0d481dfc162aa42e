import type { ModuleDescriptor } from '../../shell'

/** The language switch in the top bar. */
const i18n: ModuleDescriptor = {
  name: 'i18n',
  toolbar: { component: () => import('./components/LanguageSwitch'), order: 2 },
}
export default i18n
