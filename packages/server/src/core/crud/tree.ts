import type { DynamicDb } from '../db/index.ts'
import { fail } from '../http/errors.ts'

/**
 * Refuses a parent that does not exist, or that is the row itself or one of its descendants
 * (which would make a cycle). `id` is undefined for a new row, which cannot be anyone's parent.
 */
export async function checkParent(
  db: DynamicDb,
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

/** A parent/child table read once: `expand(ids)` gives the ids with every row below them. */
export async function treeOf(db: DynamicDb, table: string, column = 'parentId') {
  const rows = (await db.selectFrom(table).select(['id', column]).execute()) as Record<
    string,
    number | null
  >[]
  const children = new Map<number, number[]>()
  for (const r of rows) {
    const parent = r[column]
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), r.id as number])
  }
  return (ids: Iterable<number>): number[] => {
    const out = new Set<number>()
    const stack = [...ids]
    while (stack.length) {
      const id = stack.pop()!
      if (out.has(id)) continue
      out.add(id)
      stack.push(...(children.get(id) ?? []))
    }
    return [...out]
  }
}

/** The given ids and every row below them in a parent/child table. */
export async function withDescendants(
  db: DynamicDb,
  table: string,
  ids: number[],
  column = 'parentId',
): Promise<number[]> {
  if (ids.length === 0) return []
  return (await treeOf(db, table, column))(ids)
}
