import type { Entity } from '@backroom/contract'
import { AppError } from '../http/errors.ts'

/**
 * A unique-index failure from either driver as a translated `… already exists`; any other error
 * is returned unchanged. Relying on the index (not a prior SELECT) leaves no race.
 */
export function translateUniqueViolation(error: unknown, entity: Entity): unknown {
  const e = error as { code?: string; message?: string; detail?: string }
  let column: string | undefined
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE') column = /\.(\w+)$/.exec(e.message ?? '')?.[1]
  else if (e?.code === '23505') column = /Key \("?(\w+)"?\)/.exec(e.detail ?? '')?.[1]
  else return error
  const comment = column
    ? (entity.columns as Record<string, { meta: { comment: string } }>)[column]?.meta.comment
    : undefined
  return new AppError(
    'duplicate',
    { field: { 'zh-cn': comment ?? column, 'zh-tw': comment ?? column, en: column ?? '' } },
    200,
    column,
  )
}
