import { Dropdown, type MenuProps, Table, type TableProps } from 'antd'
import type { SorterResult } from 'antd/es/table/interface'
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Row } from '../types'
import { fitColumns, type SizedColumn } from './fit-columns'
import type { CrudTable as TableState } from './use-crud-table'
import { useTableBox } from './use-table-box'

/** From this many rows on, only the rows in view are in the DOM (1,000 rows stay smooth). */
export const VIRTUAL_FROM = 100
const SELECTION_WIDTH = 40

interface Props {
  table: TableState
  /** sized to their content where there is room (fit-columns.ts) */
  columns: SizedColumn[]
  selectable?: boolean
  /** rows with `children`, for tree tables; default the table's rows */
  rows?: Row[]
  expandable?: TableProps<Row>['expandable']
  /** props of each row (drag-and-drop in tree tables) */
  onRow?: TableProps<Row>['onRow']
  /** a row's right-click menu; a row without entries keeps the browser's own */
  rowMenu?: (row: Row) => NonNullable<MenuProps['items']>
}

type RowMenuAt = { items: NonNullable<MenuProps['items']>; x: number; y: number }

/** `onRow` with a right-click that opens the row's menu where the pointer is. */
function withRowMenu(
  onRow: TableProps<Row>['onRow'],
  rowMenu: Props['rowMenu'],
  open: (at: RowMenuAt) => void,
): TableProps<Row>['onRow'] {
  if (!rowMenu) return onRow
  return (row, index) => {
    const props = onRow?.(row, index) ?? {}
    return {
      ...props,
      onContextMenu: (e) => {
        props.onContextMenu?.(e)
        const items = rowMenu(row)
        if (!items.length) return
        e.preventDefault()
        open({ items, x: e.clientX, y: e.clientY })
      },
    }
  }
}

/**
 * The width the rows' buttons take (the operation column's cells, `.crud-row-actions`), read once
 * the rows are drawn: the page's own buttons are known only by what they show.
 */
function useActionsWidth(box: RefObject<HTMLDivElement | null>, rows: readonly Row[]) {
  const [width, setWidth] = useState<number>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reads the rows once drawn, from the page
  useLayoutEffect(() => {
    const cells = box.current?.querySelectorAll<HTMLElement>('.ant-table-tbody .crud-row-actions') ?? []
    let widest = 0
    for (const cell of cells) widest = Math.max(widest, cell.scrollWidth)
    if (widest) setWidth((w) => (w === widest ? w : widest))
  }, [box, rows])
  return width
}

/** Ant Design's Table, filling its box, driven by useCrudTable: sorting, selection, virtual rows. */
export function CrudTable({
  table,
  columns,
  selectable,
  rows = table.rows,
  expandable,
  onRow,
  rowMenu,
}: Props) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const [menuAt, setMenuAt] = useState<RowMenuAt>()
  const room = useTableBox(box)
  const virtual = table.rows.length > VIRTUAL_FROM
  const reserved = selectable ? SELECTION_WIDTH : 0
  const actions = useActionsWidth(box, rows)
  const fitted = useMemo(
    () => fitColumns(columns, rows, room.width, reserved, actions),
    [columns, rows, room.width, reserved, actions],
  )
  const width =
    fitted.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), 0) +
    (selectable ? SELECTION_WIDTH : 0)
  return (
    <div ref={box} className="crud-table">
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={fitted}
        dataSource={rows}
        loading={table.loading || (table.fetching && !virtual)}
        pagination={false}
        virtual={virtual}
        scroll={{ x: width, y: room.bodyHeight }}
        expandable={expandable}
        onRow={withRowMenu(onRow, rowMenu, setMenuAt)}
        showSorterTooltip={false}
        rowSelection={
          selectable
            ? {
                columnWidth: SELECTION_WIDTH,
                fixed: true,
                // rows given apart from the table's are a tree: ticking a row ticks what is below it
                checkStrictly: rows === table.rows,
                selectedRowKeys: table.selection.keys,
                // Ant Design's own labels are English whatever the locale
                getTitleCheckboxProps: () => ({ 'aria-label': t('crud.selectAll') }),
                getCheckboxProps: (row) => ({ 'aria-label': t('crud.selectRow', { id: row.id }) }),
                onChange: (keys, selected) => table.selection.set(keys as number[], selected),
              }
            : undefined
        }
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== 'sort') return
          const s = sorter as SorterResult<Row>
          table.setSort(
            s.columnKey as string | undefined,
            s.order ? (s.order === 'ascend' ? 'asc' : 'desc') : undefined,
          )
        }}
      />
      {menuAt && (
        <Dropdown
          // a new place: a new popup, aligned there
          key={`${menuAt.x}:${menuAt.y}`}
          open
          trigger={['contextMenu']}
          menu={{ items: menuAt.items, onClick: () => setMenuAt(undefined) }}
          onOpenChange={(open) => open || setMenuAt(undefined)}
        >
          <span className="crud-row-menu-at" style={{ left: menuAt.x, top: menuAt.y }} />
        </Dropdown>
      )}
    </div>
  )
}
