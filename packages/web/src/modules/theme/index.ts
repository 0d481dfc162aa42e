import type { ModuleDescriptor } from '../../shell'

/** Theme colour, dark mode, menu grouping and page transitions, from the top bar. */
const theme: ModuleDescriptor = {
  name: 'theme',
  order: 99,
  toolbar: { component: () => import('./components/ThemeTools'), order: 3, h5: false },
}
export default theme
