import type { ModuleDescriptor } from './module-types'

/**
 * Web modules are found by where their files lie: `src/modules/<name>/` and, in the unit tests,
 * `src/test/fixtures/modules/<name>/` too (each glob of module files lists both). The pages
 * (router/view-registry.ts) and texts (i18n/areas.ts) globs stay with their users, off the sign-in page.
 */
export const testing = import.meta.env.MODE === 'test'

/** Glob results keyed from `modules/` on, wherever the module lies. */
export const fromModules = <T>(files: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(files).map(([file, v]) => [file.replace(/^.*?(?=modules\/)/, ''), v]))

// descriptors are tiny and hold only lazy imports, so reading them all eagerly costs nothing
export const descriptorFiles = fromModules({
  ...import.meta.glob<{ default: ModuleDescriptor }>('../../modules/*/index.ts', { eager: true }),
  ...(testing
    ? import.meta.glob<{ default: ModuleDescriptor }>('../../test/fixtures/modules/*/index.ts', {
        eager: true,
      })
    : {}),
})
