import { useState } from 'react'
import { usePerson } from '../../shell/session/use-person'
import { readStored, writeStored } from '../../shell/storage'

/** Where a user's choice of columns for one table is kept: per user, so that a shared browser keeps each one's. */
export const columnSettingsKey = (username: string, table: string) => `crud.columns.${username}.${table}`

/**
 * Which columns a table shows: the declared defaults until the user chooses, then the user's
 * choice, kept in local storage. Columns added to the page later show by default.
 */
export function useColumnSettings(table: string, columns: readonly { name: string; hidden?: boolean }[]) {
  const username = usePerson().data?.username ?? ''
  const key = columnSettingsKey(username, table)
  const [stored, setStored] = useState<{ key: string; hidden?: string[] }>(() => ({
    key,
    hidden: readStored<string[]>(key),
  }))
  // another user signed in while the page stayed mounted
  const hidden = stored.key === key ? stored.hidden : readStored<string[]>(key)
  const isVisible = (name: string) =>
    hidden ? !hidden.includes(name) : !columns.find((c) => c.name === name)?.hidden
  const save = (next: string[] | undefined) => {
    writeStored(key, next)
    setStored({ key, hidden: next })
  }
  return {
    visible: columns.filter((c) => isVisible(c.name)).map((c) => c.name),
    isVisible,
    /** shows exactly these columns */
    show: (names: readonly string[]) => save(columns.map((c) => c.name).filter((n) => !names.includes(n))),
    /** back to the page's defaults */
    reset: () => save(undefined),
  }
}
