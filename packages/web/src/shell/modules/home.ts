import { hasPermission } from '@backroom/contract'
import type { HomeView, ModuleDescriptor } from './module-types'
import { enabledModules } from './modules'

/**
 * The home page (`/`) a user is offered: of the enabled modules declaring one, the view of the
 * lowest `order` whose permission the user holds (see `ModuleDescriptor.home`).
 */
export function chooseHome(
  list: readonly ModuleDescriptor[],
  perms: ReadonlySet<string>,
): HomeView | undefined {
  return enabledModules(list)
    .flatMap((m) => (m.home ? [m.home] : []))
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))
    .find((home) => !home.perm || hasPermission(perms, home.perm))
}
