import type { ColumnType } from 'antd/es/table'
import type { Row } from '../types'
import { consoleFont, textWidth } from './text-width'

/** A column that can say what its cells read, for sizing it to its content. */
export type SizedColumn = ColumnType<Row> & {
  /** the text a row's cell shows, when the cell is text (or a tag around it) */
  textOf?: (row: Row) => string
  /** the cell draws its text inside a tag */
  tagged?: boolean
}

/** A column never grows past this to fit its content (its declared width may be larger). */
export const MAX_FITTED_WIDTH = 320
/**
 * Where the table lacks room, long columns give up their width first, down to this; then every
 * column that is not pinned, down to the second (never below its header); what still does not
 * fit scrolls.
 */
const SHRINK_STEPS = [180, 90]
/** No column is narrower than this, however short its texts. */
const MIN_WIDTH = 64
/** Rows read to size the columns: a virtual table's first screens say enough. */
const ROWS_READ = 100
/** A cell's padding and borders, a header's sort arrows, a tag's padding and border. */
const CELL_PADDING = 24
const SORTER = 20
const TAG = 18
/** The operation column's key (use-row-actions.tsx): as wide as its buttons, once they are drawn. */
const ACTIONS_KEY = 'actions'

interface Sizing {
  column: ColumnType<Row>
  width: number
  head: number
}

function sizing(
  column: SizedColumn,
  rows: readonly Row[],
  cellFont: string,
  headFont: string,
  actions?: number,
): Sizing {
  const { textOf, tagged, ...rest } = column
  const declared =
    rest.key === ACTIONS_KEY && actions
      ? actions + CELL_PADDING
      : typeof rest.width === 'number'
        ? rest.width
        : 150
  const title = typeof rest.title === 'string' ? rest.title : ''
  const head = Math.max(
    MIN_WIDTH,
    Math.ceil(textWidth(title, headFont) + (rest.sorter ? SORTER : 0)) + CELL_PADDING,
  )
  // a text column with rows is as wide as they need (the table spreads what is left over all of
  // them); one whose cells are drawn otherwise, or without rows yet, as declared
  if (!textOf || rows.length === 0) return { column: rest, width: Math.max(declared, head), head }
  let needed = 0
  for (const row of rows) needed = Math.max(needed, textWidth(textOf(row), cellFont) + (tagged ? TAG : 0))
  return {
    column: rest,
    width: Math.max(head, Math.min(Math.ceil(needed) + CELL_PADDING, MAX_FITTED_WIDTH)),
    head,
  }
}

/**
 * Narrows the columns that are not pinned toward `floor` (never below their header), in
 * proportion, by up to `excess`. Answers what it took.
 */
function shrink(sized: Sizing[], floor: number, excess: number) {
  const lowest = (s: Sizing) => (s.column.fixed ? s.width : Math.min(s.width, Math.max(s.head, floor)))
  const spare = sized.reduce((sum, s) => sum + s.width - lowest(s), 0)
  const taken = Math.min(excess, spare)
  if (taken <= 0) return 0
  for (const s of sized) s.width = Math.floor(s.width - ((s.width - lowest(s)) * taken) / spare)
  return taken
}

/**
 * Columns as wide as their header and their cells need (at most MAX_FITTED_WIDTH), so that text is
 * not cut while the table has room. Where the table lacks room
 * (`available`, its box's width, less `reserved` for the selection column), columns give up width
 * as SHRINK_STEPS says; the rest scrolls. What is cut shows in full on hover (the columns'
 * `ellipsis` title).
 */
export function fitColumns(
  columns: SizedColumn[],
  rows: readonly Row[],
  available?: number,
  reserved = 0,
  /** the widest row's buttons in the operation column, once drawn */
  actions?: number,
): ColumnType<Row>[] {
  const read = rows.slice(0, ROWS_READ)
  const sized = columns.map((c) => sizing(c, read, consoleFont(), consoleFont(600), actions))
  if (available) {
    let excess = sized.reduce((sum, s) => sum + s.width, reserved) - available
    for (const floor of SHRINK_STEPS) if (excess > 0) excess -= shrink(sized, floor, excess)
  }
  return sized.map(({ column, width }) => ({ ...column, width }))
}
