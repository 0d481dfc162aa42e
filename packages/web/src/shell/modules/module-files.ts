import type { ComponentType } from 'react'
import type { ModuleDescriptor } from './module-types'

type Texts = { [key: string]: string | Texts }

/**
 * The files of every web module, found by where they lie: `src/modules/<name>/` and, in the unit
 * tests, `src/test/fixtures/modules/<name>/` too. Keys are cut to start at `modules/`.
 */
const testing = import.meta.env.MODE === 'test'

const fromModules = <T>(files: Record<string, T>): Record<string, T> =>
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

/** Page components, `modules/<name>/views/**.tsx`. */
export const pageFiles = fromModules({
  ...import.meta.glob<{ default: ComponentType }>([
    '../../modules/*/views/**/*.tsx',
    '!../../modules/*/views/**/*.test.tsx',
  ]),
  ...(testing
    ? import.meta.glob<{ default: ComponentType }>('../../test/fixtures/modules/*/views/**/*.tsx')
    : {}),
})

/** A module's texts, `modules/<name>/locales/<lang>/<area>.json`, loaded with the pages using them. */
export const localeFiles = fromModules({
  ...import.meta.glob<{ default: Texts }>('../../modules/*/locales/*/*.json'),
  ...(testing ? import.meta.glob<{ default: Texts }>('../../test/fixtures/modules/*/locales/*/*.json') : {}),
})
