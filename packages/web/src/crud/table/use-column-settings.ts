import { useState } from 'react'
import { usePerson } from '../../shell/session/use-person'
import { readStored, writeStored } from '../../shell/storage'

/** Where a user's choice of columns for one table is kept: per user, so that a shared browser keeps each one's. */
export const columnSettingsKey = (username: string, table: string) => `crud.columns.${username}.${table}`

interface Choice {
  hidden?: string[]
  order?: string[]
}

/** A stored choice; an array is the earlier form, which held only the hidden columns. */
const readChoice = (key: string): Choice | undefined => {
  const stored = readStored<Choice | string[]>(key)
  return Array.isArray(stored) ? { hidden: stored } : stored
}

/**
 * Which columns a table shows, and in what order: the declared defaults until the user chooses,
 * then the user's choice, kept in local storage. Columns added to the page later show by
 * default, after the ones the user ordered.
 */
export function useColumnSettings(table: string, columns: readonly { name: string; hidden?: boolean }[]) {
  const username = usePerson().data?.username ?? ''
  const key = columnSettingsKey(username, table)
  const [stored, setStored] = useState<{ key: string; choice?: Choice }>(() => ({
    key,
    choice: readChoice(key),
  }))
  // another user signed in while the page stayed mounted
  const choice = stored.key === key ? stored.choice : readChoice(key)
  const names = columns.map((c) => c.name)
  const ordered = choice?.order
    ? [...choice.order.filter((n) => names.includes(n)), ...names.filter((n) => !choice.order?.includes(n))]
    : names
  const isVisible = (name: string) =>
    choice?.hidden ? !choice.hidden.includes(name) : !columns.find((c) => c.name === name)?.hidden
  const save = (next: Choice | undefined) => {
    writeStored(key, next)
    setStored({ key, choice: next })
  }
  const hiddenNow = names.filter((n) => !isVisible(n))
  return {
    /** every column, in the user's order */
    ordered,
    /** the columns shown, in the user's order */
    visible: ordered.filter(isVisible),
    isVisible,
    /** shows exactly these columns */
    show: (shown: readonly string[]) => save({ ...choice, hidden: names.filter((n) => !shown.includes(n)) }),
    /** moves a column one place earlier (-1) or later (+1) */
    move: (name: string, step: -1 | 1) => {
      const order = [...ordered]
      const from = order.indexOf(name)
      const to = from + step
      if (from < 0 || to < 0 || to >= order.length) return
      ;[order[from], order[to]] = [order[to], order[from]]
      save({ hidden: choice?.hidden ?? hiddenNow, order })
    },
    /** back to the page's defaults */
    reset: () => save(undefined),
  }
}
