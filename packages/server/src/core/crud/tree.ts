import type { Db } from '../db/index.ts'
import { fail } from '../http/errors.ts'

/**
 * Refuses a parent that does not exist, or that is the row itself or one of its descendants
 * (which would make a cycle). `id` is undefined for a new row, which cannot be anyone's parent.
 */
export async function checkParent(
  db: Db,
  table: string,
  column: string,
  id: number | undefined,
  parentId: unknown,
) {
  if (parentId === null || parentId === undefined) return
  let current: number | null = Number(parentId)
  const seen = new Set<number>()
  while (current !== null) {
    if (current === id) throw fail('parentCycle')
    if (seen.has(current)) throw fail('parentCycle')
    seen.add(current)
    const row = await db.selectFrom(table).select(column).where('id', '=', current).executeTakeFirst()
    if (!row) {
      if (current === Number(parentId)) throw fail('parentMissing')
      return
    }
    current = row[column] === null ? null : Number(row[column])
  }
}
