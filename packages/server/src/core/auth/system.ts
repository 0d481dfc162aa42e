import type { AppContext } from '../context.ts'
import type { Admin } from './access.ts'

/**
 * The caller a system job acts as: the super-admin of every tenant, outside any data scope and
 * the tenant filter. Each use is logged with its reason, so no job leaves the filter silently.
 */
export function systemCaller(ctx: AppContext, reason: string): Admin {
  ctx.log.info({ reason }, 'acting as the system, without data scope or tenant filter')
  return {
    userId: 0,
    username: 'system',
    sid: 0,
    isSuper: true,
    roleIds: [],
    perms: new Set(),
    departmentIds: [],
    tenantId: null,
    epoch: '',
  }
}
