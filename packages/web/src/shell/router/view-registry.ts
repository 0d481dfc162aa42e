import type { ComponentType } from 'react'

/** What a menu's viewPath leads to. */
export type ViewTarget =
  | { kind: 'page'; key: string; load: () => Promise<{ default: ComponentType }> }
  | { kind: 'frame'; url: string }
  | { kind: 'planned'; module: string }
  | { kind: 'missing' }

const pages = import.meta.glob<{ default: ComponentType }>([
  '../../modules/*/views/**/*.tsx',
  '!../../modules/*/views/**/*.test.tsx',
])
const loaders = new Map(
  Object.entries(pages).map(([file, load]) => [normalizeViewPath(file.replace(/^(\.\.\/)+/, '')), load]),
)

/** Every page component of the console by view path, for the menu form's picker. */
export const PAGE_VIEW_PATHS: readonly string[] = [...loaders.keys()].sort()

/**
 * Pages of modules not built yet: their menus are seeded, so they answer "coming in a later
 * version" rather than 404. A page file added under this name takes over by itself.
 */
export const PLANNED_VIEWS: ReadonlySet<string> = new Set([
  'modules/task/views/list',
  'modules/user/views/list',
  'modules/helper/views/plugins',
  'modules/helper/views/ai-code',
  'modules/demo/views/crud',
])

/**
 * A view path as the registry knows it, ignoring what the reference's client ignores:
 * `cool/modules/x/views/y/index.vue` → `modules/x/views/y`.
 */
export function normalizeViewPath(viewPath: string): string {
  return viewPath
    .trim()
    .replace(/^\/+/, '')
    .replace(/^(src\/)?(cool\/)?/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/index$/, '')
}

export function resolveView(viewPath: string | null | undefined): ViewTarget {
  if (!viewPath) return { kind: 'missing' }
  if (/^https?:\/\//i.test(viewPath)) return { kind: 'frame', url: viewPath }
  const key = normalizeViewPath(viewPath)
  const load = loaders.get(key)
  if (load) return { kind: 'page', key, load }
  if (PLANNED_VIEWS.has(key)) return { kind: 'planned', module: key.split('/')[1] }
  return { kind: 'missing' }
}
