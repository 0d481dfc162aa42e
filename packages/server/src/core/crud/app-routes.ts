import { type ColumnMeta, Id, intBetween, PAGE_SIZE_MAX } from '@backroom/contract'
import { z } from 'zod'
import type { DynamicDb } from '../db/index.ts'
import { likePattern, readRow } from '../db/wire.ts'
import type { ApiRequest, Route } from '../http/api.ts'
import { fail } from '../http/errors.ts'
import type { AppOffer, Row } from './options.ts'
import type { Resource } from './resource.ts'
import { crudRoute } from './routes.ts'

type PublicOffer = Extract<AppOffer, { public: unknown }>['public']

/** A public list answers at most this many rows. */
const LIST_MAX = 1000

/**
 * The routes of a resource offered in the app realm (ResourceOptions.app). An owner's routes are
 * the standard ones for signed-in app users, whose scope is their own rows (scope.ts) and whose
 * bodies cannot name another owner; public reads are their own, below; either may add routes.
 */
export function appRoutes(r: Resource, offer: AppOffer, db: DynamicDb): Route[] {
  if ('owner' in offer)
    return [
      ...offer.api.map((action) => {
        const route = crudRoute(r, action)
        const mine: Record<string, true> = { [offer.owner]: true }
        const body =
          action === 'add' ? r.addBody.omit(mine) : action === 'update' ? r.updateBody.omit(mine) : route.body
        return { ...route, access: 'app' as const, body }
      }),
      ...(offer.routes?.(r) ?? []),
    ]
  const { seen } = offer.public
  return [
    ...offer.api.map((action) => {
      const route = publicRoute(r, offer.public, action, db)
      if (!seen) return route
      return {
        ...route,
        handler: async (req: ApiRequest) => {
          const answer = await route.handler(req)
          seen(req, action)
          return answer
        },
      }
    }),
    ...(offer.routes?.(r) ?? []),
  ]
}

/** The equality filters and the keyword a public read takes, from the resource's search block. */
function filtersOf(r: Resource) {
  const columns = r.entity.columns as Record<string, { schema: z.ZodType; meta: ColumnMeta }>
  const eq = (r.options.search?.eq ?? []).filter(
    (c): c is string => typeof c === 'string' && !c.includes('.'),
  )
  const keyWord = (r.options.search?.keyWord ?? []).filter(
    (c): c is string => typeof c === 'string' && !c.includes('.'),
  )
  return { eq, keyWord, shape: Object.fromEntries(eq.map((c) => [c, columns[c].schema.optional()])) }
}

function publicRoute(
  r: Resource,
  offer: PublicOffer,
  action: 'page' | 'list' | 'info',
  db: DynamicDb,
): Route {
  const { eq, keyWord, shape } = filtersOf(r)
  const fields = offer.fields.map((f) => `a.${f}`)
  // biome-ignore lint/suspicious/noExplicitAny: the resource's table, known at run time
  const rows = (q: Record<string, unknown>): any => {
    let select = db.selectFrom(`${r.table} as a`).where(offer.where)
    for (const c of eq) if (q[c] !== undefined) select = select.where(`a.${c}`, '=', q[c])
    const word = typeof q.keyWord === 'string' ? q.keyWord.trim() : ''
    if (word && keyWord.length)
      // biome-ignore lint/suspicious/noExplicitAny: dynamic columns
      select = select.where((eb: any) => eb.or(keyWord.map((c) => eb(`a.${c}`, 'like', likePattern(word)))))
    return select
  }
  const ordered = (select: ReturnType<typeof rows>) =>
    // (the declared order names its columns as the engine's queries do: `a.<column>`)
    r.query.defaultOrder.reduce((s: typeof select, [column, dir]) => s.orderBy(column, dir), select)
  const shown = (list: Row[]) => list.map((row) => readRow(r.entity, row))
  const base = { access: 'public' as const, method: 'GET' as const, action }
  const keyword = z.string().max(200).optional()
  switch (action) {
    case 'info':
      return {
        ...base,
        summary: { 'zh-cn': '单个信息', 'zh-tw': '單筆資訊', en: 'One record' },
        query: z.object({ id: Id }),
        handler: async ({ query }) => {
          const row = await rows({})
            .select(fields)
            .where('a.id', '=', (query as { id: number }).id)
            .executeTakeFirst()
          if (!row) throw fail('notExist')
          return shown([row])[0]
        },
      }
    case 'list':
      return {
        ...base,
        summary: { 'zh-cn': '列表查询', 'zh-tw': '清單查詢', en: 'List' },
        query: z.object({ ...shape, keyWord: keyword }),
        handler: async ({ query }) =>
          shown(
            await ordered(rows(query as Row).select(fields))
              .limit(LIST_MAX)
              .execute(),
          ),
      }
    case 'page':
      return {
        ...base,
        summary: { 'zh-cn': '分页查询', 'zh-tw': '分頁查詢', en: 'Page' },
        query: z.object({
          ...shape,
          keyWord: keyword,
          page: intBetween(1, 1_000_000).default(1),
          size: intBetween(1, PAGE_SIZE_MAX).default(20),
        }),
        handler: async ({ query }) => {
          const q = query as Row & { page: number; size: number }
          const [list, count] = await Promise.all([
            ordered(rows(q).select(fields))
              .limit(q.size)
              .offset((q.page - 1) * q.size)
              .execute(),
            rows(q)
              .select((eb: { fn: { countAll: () => { as: (n: string) => unknown } } }) =>
                eb.fn.countAll().as('total'),
              )
              .executeTakeFirst(),
          ])
          return {
            list: shown(list),
            pagination: { page: q.page, size: q.size, total: Number(count?.total ?? 0) },
          }
        },
      }
  }
}
