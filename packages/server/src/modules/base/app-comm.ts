import { type Language, ParamKey } from '@backroom/contract'
import { type AppContext, buildEps, fail, type RouteGroup, route } from '../../platform.ts'

/**
 * What the shop's front end reads openly: the app realm's catalogue (its routes and entities, as
 * the console's EPS describes the console's), and the parameters marked public.
 */
export function appCommRoutes(ctx: AppContext): RouteGroup {
  const eps = new Map<Language, unknown>()
  return {
    prefix: '/app/base/comm',
    description: { 'zh-cn': '通用接口', 'zh-tw': '通用介面', en: 'Common' },
    routes: [
      route({
        method: 'GET',
        action: 'eps',
        access: 'public',
        summary: { 'zh-cn': '实体信息与路径', 'zh-tw': '實體資訊與路徑', en: 'Entities and routes' },
        handler({ lang }) {
          if (!eps.has(lang))
            eps.set(
              lang,
              buildEps(
                ctx.registry.controllers.filter((c) => c.prefix.startsWith('/app/')),
                lang,
              ),
            )
          return eps.get(lang)
        },
      }),
      route({
        method: 'GET',
        action: 'param',
        access: 'public',
        summary: { 'zh-cn': '公开参数', 'zh-tw': '公開參數', en: 'A public parameter' },
        query: ParamKey,
        async handler({ query }) {
          const row = await ctx.db
            .selectFrom('base_sys_param')
            .select(['data', 'isPublic'])
            .where('keyName', '=', query.key)
            .executeTakeFirst()
          // a parameter not marked public is answered as one that does not exist
          if (!row || !(row.isPublic === true || row.isPublic === 1)) throw fail('notExist')
          return row.data
        },
      }),
    ],
  }
}
