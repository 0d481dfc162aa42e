import { Button, Space } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePermission } from '../../shell/permission/use-permission'
import type { Row } from '../types'
import type { Crud } from '../use-crud'
import { useConfirmDelete } from './use-confirm-delete'

export interface RowActionOptions {
  /** more buttons before edit and delete */
  extra?: (row: Row) => ReactNode
  /** a details button opening the drawer */
  onDetail?: (row: Row) => void
  /** false: no edit (or delete) button */
  edit?: boolean
  remove?: boolean
  width?: number
}

/** The operation column: the page's own buttons, then details, edit and delete, each shown only with its permission. */
export function useRowActions(crud: Crud, options: RowActionOptions = {}): ColumnType<Row> | undefined {
  const { t } = useTranslation()
  const { resource, upsert } = crud
  const canEdit = usePermission(resource.perm('update')) && options.edit !== false
  const canDelete = usePermission(resource.perm('delete')) && options.remove !== false
  const confirmDelete = useConfirmDelete(crud)
  if (!canEdit && !canDelete && !options.extra && !options.onDetail) return undefined
  return {
    key: 'actions',
    title: t('crud.operation'),
    fixed: 'right',
    width: options.width ?? 160,
    render: (_, row) => (
      <Space size={0} className="crud-row-actions">
        {options.extra?.(row)}
        {options.onDetail && (
          <Button type="link" size="small" onClick={() => options.onDetail?.(row)}>
            {t('crud.detail')}
          </Button>
        )}
        {canEdit && (
          <Button type="link" size="small" onClick={() => void upsert.openEdit(row)}>
            {t('crud.edit')}
          </Button>
        )}
        {canDelete && (
          <Button type="link" size="small" danger onClick={() => confirmDelete([row.id])}>
            {t('crud.delete')}
          </Button>
        )}
      </Space>
    ),
  }
}
