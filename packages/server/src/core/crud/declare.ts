import type { Entity } from '@backroom/contract'
import type { AppContext } from '../context.ts'
import { appRoutes } from './app-routes.ts'
import type { ResourceOptions } from './options.ts'
import { Resource } from './resource.ts'
import { restoreRule } from './restore.ts'
import { crudRoute, orderRoute } from './routes.ts'

/**
 * Declares a resource: its engine, its routes (the standard ones it lists, each with its permission
 * `module:…:action`, its tree's `order`, its own) as one EPS controller, and how the recycle bin
 * restores its rows.
 */
export function resource<E extends Entity>(ctx: AppContext, declared: ResourceOptions<E>): Resource {
  // the engine hands the hooks rows of the entity's table
  const options = declared as unknown as ResourceOptions
  const r = new Resource(ctx, options)
  ctx.registry.addController({
    module: options.module,
    prefix: options.prefix,
    description: options.description,
    entity: options.entity,
    search: options.search,
    joins: options.joins,
    recycle: options.recycle,
    routes: [
      ...options.api.map((a) => crudRoute(r, a)),
      ...(options.tree?.order ? [orderRoute(r, options.tree.order)] : []),
      ...((typeof options.routes === 'function' ? options.routes(r) : options.routes) ?? []),
    ],
  })
  if (options.app)
    ctx.registry.addController({
      module: options.module,
      prefix: options.prefix.replace(/^\/admin\//, '/app/'),
      description: options.description,
      entity: options.entity,
      routes: appRoutes(r, options.app, ctx.db),
    })
  ctx.registry.resources.push(r)
  ctx.registry.setRestoreRule(r.table, restoreRule(r))
  return r
}
