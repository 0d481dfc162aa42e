import { useTableTexts } from './use-table-texts'

/** A table by its name in the UI language, with the table's own name beside it. */
export function EntityName({ table }: { table: string }) {
  const name = useTableTexts().table(table)
  return (
    <span>
      {name}
      {name !== table && <span className="recycle-table"> {table}</span>}
    </span>
  )
}
