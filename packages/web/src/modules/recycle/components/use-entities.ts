import { type EpsEntity, useEps } from '../../../crud'

/** The EPS description of each table that a resource serves, by table name. */
export function useEntities(): Map<string, EpsEntity> {
  const { data } = useEps()
  const out = new Map<string, EpsEntity>()
  for (const list of Object.values(data ?? {}))
    for (const e of list) if (e.table && !out.has(e.table)) out.set(e.table, e)
  return out
}
