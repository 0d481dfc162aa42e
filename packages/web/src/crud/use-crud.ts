import { useUpsert } from './form/use-upsert'
import { type CrudTableOptions, useCrudTable } from './table/use-crud-table'
import { useRemove } from './table/use-remove'
import type { Resource } from './types'

/** Everything a CRUD screen holds: its table, its add/edit dialog and its delete. */
export function useCrud(resource: Resource, options: CrudTableOptions = {}) {
  const table = useCrudTable(resource, options)
  const upsert = useUpsert(resource)
  const remove = useRemove(resource, table.selection.clear)
  return { resource, table, upsert, remove }
}

export type Crud = ReturnType<typeof useCrud>
