import { LoadingOutlined, PlusOutlined } from '@ant-design/icons'
import { Upload } from 'antd'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAreaTexts } from '../../shell/i18n/areas'
import { toast } from '../../shell/toast'
import { FilePicker } from '../../shell/upload/file-picker'
import { uploadFile } from '../../shell/upload/upload'
import type { WidgetProps } from '../types'
import './image-upload.css'

/**
 * One image, its URL the value: a tile that opens the console's file picker when a module offers
 * one, and uploads the chosen image at once otherwise. `round` makes it an avatar.
 */
export function ImageUpload({
  value,
  onChange,
  disabled,
  round,
}: WidgetProps<string | null> & { round?: boolean }) {
  useAreaTexts('crud')
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [picking, setPicking] = useState(false)
  const tile = (
    <span className={`image-upload-tile${round ? ' image-upload-round' : ''}`}>
      {value && !busy ? (
        <img className="image-upload-image" src={value} alt="" />
      ) : (
        <span className="image-upload-empty">
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{t('crud.file.upload')}</span>
        </span>
      )}
    </span>
  )
  if (FilePicker)
    return (
      <>
        <button type="button" className="image-upload" disabled={disabled} onClick={() => setPicking(true)}>
          {tile}
        </button>
        {picking && (
          <Suspense>
            <FilePicker
              open
              accept="image/*"
              onClose={() => setPicking(false)}
              onPick={([url]) => url && onChange?.(url)}
            />
          </Suspense>
        )}
      </>
    )
  return (
    <Upload
      accept="image/*"
      className="image-upload"
      showUploadList={false}
      disabled={disabled}
      customRequest={async ({ file }) => {
        setBusy(true)
        try {
          onChange?.(await uploadFile(file as File))
        } catch (err) {
          toast.error(t('crud.file.uploadFailed', { message: (err as Error).message }))
        } finally {
          setBusy(false)
        }
      }}
    >
      {tile}
    </Upload>
  )
}
