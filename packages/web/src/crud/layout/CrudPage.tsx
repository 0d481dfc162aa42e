import {
  DeleteOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PlusOutlined,
  ReloadOutlined,
} from '@ant-design/icons'
import { Button, type MenuProps, Pagination, Space, type TableProps, Tooltip } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useScreen } from '../../shell/layout/screen'
import { usePermission } from '../../shell/permission/use-permission'
import { useFieldOptions } from '../dict/use-options'
import { ExportButton, ImportButton } from '../excel/ExcelButtons'
import { useExcel } from '../excel/use-excel'
import { UpsertDialog } from '../form/UpsertDialog'
import { fieldLabel } from '../labels'
import { ColumnSettings } from '../table/ColumnSettings'
import { CrudTable } from '../table/CrudTable'
import { fieldColumns } from '../table/columns'
import { SearchBar } from '../table/SearchBar'
import { useColumnSettings } from '../table/use-column-settings'
import { useConfirmDelete } from '../table/use-confirm-delete'
import { PAGE_SIZES } from '../table/use-crud-table'
import { type RowActionOptions, useRowActions, useRowMenu } from '../table/use-row-actions'
import { useSearchItems } from '../table/use-search-items'
import type { Row } from '../types'
import type { Crud } from '../use-crud'
import { DetailDrawer } from './DetailDrawer'
import { SearchDrawer } from './SearchDrawer'
import './crud.css'

type Values = Record<string, unknown>

/** Search fields (the keyword box counts as one) that share the buttons' row; more get a row of their own. */
const SEARCH_INLINE_MAX = 2

export interface CrudPageProps {
  crud: Crud
  /** more buttons after add and delete */
  toolbar?: ReactNode
  rowActions?: RowActionOptions & { detail?: boolean }
  /** search-block filters the page drives itself */
  searchExclude?: string[]
  /** Excel export and import; `importDefaults` fills what the file does not hold (the department) */
  excel?: false | { importDefaults?: () => Values }
  /** values of a new record the page decides (the selected department) */
  addDefaults?: () => Values
  formWidth?: number
  /** rows can be ticked (default: when the user may delete them) */
  selectable?: boolean
  /** a right-click menu on rows: these entries, then edit and delete (each with its permission) */
  rowMenu?: (row: Row) => NonNullable<MenuProps['items']>
  /** tree tables: the rows with their children, and how they expand */
  tree?: { rows: Row[]; expandable?: TableProps<Row>['expandable']; onRow?: TableProps<Row>['onRow'] }
}

/**
 * A whole CRUD screen from a declaration: toolbar (refresh, add, batch delete, the page's own,
 * search, export/import, column settings, fullscreen), the table, the pager, the add/edit dialog
 * and the details drawer. Every button shows only with its permission.
 */
export function CrudPage({
  crud,
  toolbar,
  rowActions,
  searchExclude,
  excel = {},
  addDefaults,
  formWidth,
  selectable,
  tree,
  rowMenu,
}: CrudPageProps) {
  const { t } = useTranslation()
  const { resource, table, upsert } = crud
  const [fullscreen, setFullscreen] = useState(false)
  const [detail, setDetail] = useState<Row>()
  const canAdd = usePermission(resource.perm('add'))
  const canDelete = usePermission(resource.perm('delete'))
  const canPage = usePermission(resource.perm('page'))
  const options = useFieldOptions(resource.fields)
  const columnsShown = resource.fields.filter((f) => f.table !== false)
  const settings = useColumnSettings(
    resource.prefix,
    columnsShown.map((f) => ({ name: f.name, hidden: f.table ? f.table.hidden : false })),
  )
  const sheet = useExcel(resource, { importDefaults: excel ? excel.importDefaults : undefined })
  const confirmDelete = useConfirmDelete(crud)
  const actions = useRowActions(crud, {
    ...rowActions,
    onDetail: rowActions?.detail ? setDetail : rowActions?.onDetail,
  })
  const menu = useRowMenu(crud, rowMenu, rowActions)
  const { isMini } = useScreen()
  // on a phone nothing is pinned: a pinned column would cover the ones scrolling under it
  const columns = [
    ...fieldColumns(t, resource, settings.visible, options, table.query),
    ...(actions ? [actions] : []),
  ].map((c) => (isMini ? { ...c, fixed: undefined } : c))
  const paged = !tree
  const searchItems = useSearchItems(resource, searchExclude)
  const search = isMini ? (
    <SearchDrawer resource={resource} table={table} exclude={searchExclude} />
  ) : (
    <SearchBar resource={resource} table={table} exclude={searchExclude} />
  )
  // many filters get a row of their own, under the buttons, rather than pushing them onto a second row
  const searchRow =
    !isMini && searchItems.items.length + (searchItems.keyWordLabels.length ? 1 : 0) > SEARCH_INLINE_MAX

  return (
    <div className={fullscreen ? 'crud crud-fullscreen' : 'crud'}>
      <div className="crud-toolbar">
        <Space wrap>
          <Tooltip title={t('crud.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('crud.refresh')}
              onClick={() => void table.refresh()}
            />
          </Tooltip>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => upsert.openAdd(addDefaults?.())}>
              {t('crud.add')}
            </Button>
          )}
          {canDelete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={table.selection.keys.length === 0}
              onClick={() => confirmDelete(table.selection.keys)}
            >
              {t('crud.deleteSelected')}
            </Button>
          )}
          {toolbar}
        </Space>
        <div className="crud-toolbar-right">
          {paged && !searchRow && search}
          <Space className="crud-toolbar-tools">
            {excel && paged && canPage && (
              <ExportButton resource={resource} excel={sheet} query={table.body} visible={settings.visible} />
            )}
            {excel && canAdd && sheet.canImport && <ImportButton excel={sheet} />}
            <ColumnSettings
              settings={settings}
              columns={columnsShown.map((f) => ({ name: f.name, label: fieldLabel(t, resource, f) }))}
            />
            <Tooltip title={t(fullscreen ? 'crud.exitFullscreen' : 'crud.fullscreen')}>
              <Button
                aria-label={t(fullscreen ? 'crud.exitFullscreen' : 'crud.fullscreen')}
                icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={() => setFullscreen(!fullscreen)}
              />
            </Tooltip>
          </Space>
        </div>
      </div>
      {paged && searchRow && <div className="crud-search-row">{search}</div>}
      <CrudTable
        table={table}
        columns={columns}
        selectable={selectable ?? canDelete}
        rows={tree?.rows}
        expandable={tree?.expandable}
        onRow={tree?.onRow}
        rowMenu={menu}
      />
      {paged && (
        <div className="crud-footer">
          <Pagination
            current={table.query.page}
            pageSize={table.query.size}
            total={table.total}
            pageSizeOptions={PAGE_SIZES}
            // a phone has room for the pager alone
            simple={isMini}
            showSizeChanger={!isMini}
            showTotal={isMini ? undefined : (total) => t('crud.total', { total })}
            onChange={(page, size) => table.setPage(page, size)}
          />
        </div>
      )}
      <UpsertDialog resource={resource} upsert={upsert} width={formWidth} />
      <DetailDrawer resource={resource} row={detail} onClose={() => setDetail(undefined)} />
    </div>
  )
}
