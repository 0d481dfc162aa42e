import { DemoGoods, DemoMember, type Entity, isTenantAware } from '@backroom/contract'
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import {
  type Admin,
  type AppContext,
  route,
  type Scope,
  scopeCondition,
  systemCaller,
} from '../../platform.ts'

/** One answer of the tenant demo: whose tenant asked, whether the filter applied, what the query found. */
export interface TenantAnswer {
  tenancy: boolean
  tenantId: number | null
  filtered: boolean
  list: { id: number; title: string; tenantId: number | null }[]
}

// biome-ignore lint/suspicious/noExplicitAny: the condition sees the demo table as `a`
type Condition = ((eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) | undefined

const summary = (en: string, zh: string, tw: string) => ({ 'zh-cn': zh, 'zh-tw': tw, en })

/**
 * `/admin/demo/tenant`: the same query three ways, as the reference's tenant demo runs it: with the
 * tenant filter (`use`), as the system caller for whom it is off (`noUse`), and on a table without
 * a tenant (`noTenant`, the dictionary example's people).
 */
export function tenantRoutes(ctx: AppContext) {
  const scope = (entity: Entity): Scope => ({
    none: 'the demo shows the tenant filter alone',
    tenant: ctx.config.tenancy && isTenantAware(entity),
  })
  // the same query on either table: the newest rows the condition lets through
  const goods = (where: Condition) =>
    ctx.db
      .selectFrom('demo_goods as a')
      .select(['a.id', 'a.title', 'a.tenantId'])
      .$if(!!where, (q) => q.where(where!))
      .orderBy('a.id', 'desc')
      .limit(20)
      .execute()
  const people = async (where: Condition) =>
    (
      await ctx.db
        .selectFrom('demo_member as a')
        .select(['a.id', 'a.name as title'])
        .$if(!!where, (q) => q.where(where!))
        .orderBy('a.id', 'desc')
        .limit(20)
        .execute()
    ).map((r) => ({ ...r, tenantId: null }))
  const answer = async (caller: Admin, entity: Entity): Promise<TenantAnswer> => {
    const where: Condition = scopeCondition(scope(entity), caller)
    return {
      tenancy: ctx.config.tenancy,
      tenantId: caller.tenantId,
      filtered: !!where,
      list: await (entity === DemoGoods ? goods : people)(where),
    }
  }
  const demo = (
    action: string,
    run: (admin: Admin) => Promise<TenantAnswer>,
    text: ReturnType<typeof summary>,
  ) =>
    route({
      method: 'POST',
      action,
      access: { perm: `demo:tenant:${action}` },
      summary: text,
      handler: ({ admin }) => run(admin),
    })
  return {
    prefix: '/admin/demo/tenant',
    description: summary('Tenant demo', '多租户示例', '多租戶範例'),
    routes: [
      demo(
        'use',
        (admin) => answer(admin, DemoGoods),
        summary('the demo goods with the tenant filter', '带租户过滤查询演示商品', '帶租戶篩選查詢示範商品'),
      ),
      demo(
        'noUse',
        () => answer(systemCaller(ctx, 'demo: the tenant filter switched off'), DemoGoods),
        summary(
          'the demo goods as the system, without the filter',
          '以系统身份不过滤租户查询演示商品',
          '以系統身分不篩選租戶查詢示範商品',
        ),
      ),
      demo(
        'noTenant',
        (admin) => answer(admin, DemoMember),
        summary('a table without a tenant', '查询没有租户的表', '查詢沒有租戶的表'),
      ),
    ],
  }
}
