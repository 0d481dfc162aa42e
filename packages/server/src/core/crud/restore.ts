import type { DynamicDb } from '../db/types.ts'
import type { RestoreRule } from '../registry.ts'
import type { Resource } from './resource.ts'

/**
 * How the recycle bin checks rows it put back into a resource's table: as a write of them would
 * be checked now, the caller's scope, their parents, then the resource's own rules (`afterRestore`).
 */
export function restoreRule(r: Resource): RestoreRule {
  return {
    async check(trx, restored, admin) {
      const ids = [...restored.inserted, ...restored.reverted]
      if (ids.length === 0) return
      await r.assertWritable(trx, ids, admin)
      const column = r.parentColumn
      if (column) {
        const rows = await (trx as unknown as DynamicDb)
          .selectFrom(r.table)
          .select(['id', column])
          .where('id', 'in', ids)
          .execute()
        for (const row of rows) await r.checkParent(trx, row.id as number, row[column], admin)
      }
      await r.hooks.afterRestore?.(trx, restored, admin)
    },
    afterCommit: async (req) => r.hooks.afterCommit?.(req, 'restore'),
  }
}
