import type { MenuProps } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePermission } from '../../shell/permission/use-permission'
import type { Row } from '../types'
import type { Crud } from '../use-crud'
import { RowLink } from './RowLink'
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
      <span className="crud-row-actions">
        {options.extra?.(row)}
        {options.onDetail && <RowLink onClick={() => options.onDetail?.(row)}>{t('crud.detail')}</RowLink>}
        {canEdit && <RowLink onClick={() => void upsert.openEdit(row)}>{t('crud.edit')}</RowLink>}
        {canDelete && (
          <RowLink danger onClick={() => confirmDelete([row.id])}>
            {t('crud.delete')}
          </RowLink>
        )}
      </span>
    ),
  }
}

type MenuItem = NonNullable<MenuProps['items']>[number]

/**
 * A row's right-click menu: the page's entries, then edit and delete as the operation column
 * has them (each with its permission). Undefined when the page asks for no menu.
 */
export function useRowMenu(
  crud: Crud,
  entries: ((row: Row) => MenuItem[]) | undefined,
  options: Pick<RowActionOptions, 'edit' | 'remove'> = {},
) {
  const { t } = useTranslation()
  const canEdit = usePermission(crud.resource.perm('update')) && options.edit !== false
  const canDelete = usePermission(crud.resource.perm('delete')) && options.remove !== false
  const confirmDelete = useConfirmDelete(crud)
  if (!entries) return undefined
  return (row: Row): MenuItem[] =>
    [
      ...entries(row),
      canEdit && { key: 'edit', label: t('crud.edit'), onClick: () => void crud.upsert.openEdit(row) },
      canDelete && {
        key: 'delete',
        label: t('crud.delete'),
        danger: true,
        onClick: () => confirmDelete([row.id]),
      },
    ].filter((i): i is MenuItem => !!i)
}
