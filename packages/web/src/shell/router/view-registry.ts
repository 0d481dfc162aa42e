import { hasPermission } from '@backroom/contract'
import type { ComponentType } from 'react'
import { useMenuStore } from '../menu/menu-store'
import { fromModules, testing } from '../modules/module-files'
import { modules, staticViews } from '../modules/modules'
import { queryTools } from '../request/queries'
import { queryClient } from '../session/query-client'

/** What a menu's viewPath leads to. */
export type ViewTarget =
  | { kind: 'page'; key: string; load: () => Promise<{ default: ComponentType }> }
  | { kind: 'frame'; url: string }
  | { kind: 'planned'; module: string }
  | { kind: 'missing' }

const pages = fromModules({
  ...import.meta.glob<{ default: ComponentType }>([
    '../../modules/*/views/**/*.tsx',
    '!../../modules/*/views/**/*.test.tsx',
  ]),
  ...(testing
    ? import.meta.glob<{ default: ComponentType }>('../../test/fixtures/modules/*/views/**/*.tsx')
    : {}),
})
const loaders = new Map(Object.entries(pages).map(([file, load]) => [normalizeViewPath(file), load]))

/** The first requests of the modules' views (`ModuleDescriptor.prefetch`), by view key. */
const firstRequests = new Map(
  modules.flatMap((m) =>
    Object.entries(m.prefetch ?? {}).map(([view, queries]) => [normalizeViewPath(view), queries]),
  ),
)

/** A view's code, its first requests (those the user may make) started beside it rather than after it. */
const loadWithData = (key: string, load: () => Promise<{ default: ComponentType }>) => () => {
  const perms = useMenuStore.getState().perms
  for (const { perm, ...query } of firstRequests.get(key)?.(queryTools) ?? [])
    if (!perm || hasPermission(perms, perm)) void queryClient.prefetchQuery(query)
  return load()
}

/** Every page component of the console by view path, for the menu form's picker. */
export const PAGE_VIEW_PATHS: readonly string[] = [...loaders.keys()].sort()

/**
 * Pages that come in a later version: the static views and `planned` pages modules declare before
 * their page file exists. They answer "coming in a later version" rather than 404; a page file
 * added under the name takes over by itself.
 */
const planned = (): Set<string> =>
  new Set(
    [...staticViews.map((v) => v.viewPath), ...modules.flatMap((m) => m.planned ?? [])].map(
      normalizeViewPath,
    ),
  )

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
  if (load) return { kind: 'page', key, load: loadWithData(key, load) }
  if (planned().has(key)) return { kind: 'planned', module: key.split('/')[1] }
  return { kind: 'missing' }
}

/** Page components whose code has arrived ahead of their first showing, by view key. */
const arrived = new Map<string, ComponentType>()
export const arrivedPage = (key: string) => arrived.get(key)

/**
 * Loads a page's code before it is first shown (the home page during sign-in), so that it shows
 * at once instead of behind a loading fallback, which React keeps up for at least 300 ms. Done
 * when the code is in, or failed, or after `waitMs` (slow code shows behind the fallback, as
 * without this); never fails: a page whose code did not come loads, and reports, when shown.
 */
export function preloadPage(view: ViewTarget, waitMs = 1000): Promise<void> {
  if (view.kind !== 'page' || arrived.has(view.key)) return Promise.resolve()
  const loading = view.load().then(
    (loaded) => void arrived.set(view.key, loaded.default),
    () => undefined,
  )
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, waitMs))])
}
