import { Button, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type FilePickerProps, useAreaTexts } from '../../../shell'
import type { SpaceFile } from '../resources'
import { SpacePanel } from './SpacePanel'

interface Props extends Omit<FilePickerProps, 'onPick'> {
  onPick(urls: string[], files: SpaceFile[]): void
}

/** The file space in a dialog (ui facts §6.6): choose up to `limit` files, in order. */
export default function PickerDialog({ open, accept, limit = 1, onClose, onPick }: Props) {
  // opened from any screen, which may not have the file space's texts
  useAreaTexts('crud', 'space')
  const { t } = useTranslation()
  const [selection, setSelection] = useState<SpaceFile[]>([])
  return (
    <Modal
      open={open}
      title={t('space.title')}
      width={1070}
      className="space-picker-dialog"
      maskClosable={false}
      keyboard={false}
      forceRender
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          color="green"
          variant="solid"
          disabled={selection.length === 0}
          onClick={() => {
            onPick(
              selection.map((f) => f.url),
              selection,
            )
            setSelection([])
            onClose()
          }}
        >
          {t('space.select', { count: selection.length, limit })}
        </Button>,
      ]}
    >
      <div className="space-picker-body">
        <SpacePanel limit={limit} accept={accept} selection={selection} onSelectionChange={setSelection} />
      </div>
    </Modal>
  )
}
