import { useEntities } from './use-entities'

/** A table shown as its resource's description, with the table name beside it. */
export function EntityName({ table }: { table: string }) {
  const entity = useEntities().get(table)
  const description = entity?.info?.type.description
  return (
    <span title={entity?.name}>
      {description || table}
      {description && <span className="recycle-table"> {table}</span>}
    </span>
  )
}
