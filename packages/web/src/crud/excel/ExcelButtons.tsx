import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Checkbox, Dropdown, Modal, Tooltip } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldLabel } from '../labels'
import type { Resource } from '../types'
import type { useExcel } from './use-excel'

type Excel = ReturnType<typeof useExcel>

/** Export: the columns to write are chosen first (the visible ones are ticked), then every page of the query. */
export function ExportButton({
  resource,
  excel,
  query,
  visible,
}: {
  resource: Resource
  excel: Excel
  query: Record<string, unknown>
  visible: string[]
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const fields = resource.fields.filter((f) => f.table !== false)
  const start = async () => {
    setBusy(true)
    try {
      if (
        await excel.exportRows(
          query,
          fields.map((f) => f.name).filter((n) => chosen.includes(n)),
        )
      )
        setOpen(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Tooltip title={t('crud.export.title')}>
        <Button
          icon={<DownloadOutlined />}
          aria-label={t('crud.export.title')}
          onClick={() => {
            setChosen(visible)
            setOpen(true)
          }}
        />
      </Tooltip>
      <Modal
        open={open}
        title={t('crud.export.title')}
        okText={t('crud.export.start')}
        cancelText={t('common.cancel')}
        onOk={start}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p className="crud-hint">{t('crud.export.hint')}</p>
        <Checkbox
          checked={chosen.length === fields.length}
          indeterminate={chosen.length > 0 && chosen.length < fields.length}
          onChange={(e) => setChosen(e.target.checked ? fields.map((f) => f.name) : [])}
        >
          {t('crud.selectAll')}
        </Checkbox>
        <Checkbox.Group
          className="crud-export-columns"
          value={chosen}
          onChange={(v) => setChosen(v as string[])}
          options={fields.map((f) => ({ value: f.name, label: fieldLabel(t, resource, f) }))}
        />
      </Modal>
    </>
  )
}

/** Import: a template to fill in, or a file to read, check whole and save in one call. */
export function ImportButton({ excel }: { excel: Excel }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'file', label: t('crud.import.chooseFile'), onClick: () => input.current?.click() },
            {
              key: 'template',
              label: t('crud.import.downloadTemplate'),
              onClick: () => void excel.downloadTemplate(),
            },
          ],
        }}
      >
        <Tooltip title={t('crud.import.title')}>
          <Button icon={<UploadOutlined />} aria-label={t('crud.import.title')} />
        </Tooltip>
      </Dropdown>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="crud-import-file"
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) void excel.importFile(file)
        }}
      />
    </>
  )
}
