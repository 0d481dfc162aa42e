import { Descriptions, Drawer } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFieldOptions } from '../dict/use-options'
import { fieldLabel } from '../labels'
import { displayText } from '../table/columns'
import type { Resource, Row } from '../types'

/** Every field of one record, read-only; JSON values pretty-printed. */
export function DetailDrawer({
  resource,
  row,
  onClose,
}: {
  resource: Resource
  row?: Row
  onClose: () => void
}) {
  const { t } = useTranslation()
  const options = useFieldOptions(resource.fields)
  return (
    <Drawer open={!!row} onClose={onClose} title={`${t('crud.detail')} · ${t(resource.title)}`} size={560}>
      {row && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={resource.fields.map((f) => {
            const value = row[f.name]
            const text =
              value !== null && typeof value === 'object'
                ? JSON.stringify(value, null, 2)
                : displayText(t, f, options.get(f.name), value)
            return {
              key: f.name,
              label: fieldLabel(t, resource, f),
              children: <span className="crud-detail-value">{text}</span>,
            }
          })}
        />
      )}
    </Drawer>
  )
}
