import { LoadingOutlined, PlusOutlined } from '@ant-design/icons'
import { Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../shell/toast'
import { uploadFile } from '../../../shell/upload/upload'

/** A round avatar that uploads the chosen image at once; `value` is its URL. */
export function AvatarUpload({
  value,
  onChange,
}: {
  value?: string | null
  onChange?: (url: string) => void
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  return (
    <Upload
      accept="image/*"
      listType="picture-circle"
      showUploadList={false}
      customRequest={async ({ file }) => {
        setBusy(true)
        try {
          onChange?.(await uploadFile(file as File))
        } catch (err) {
          toast.error(`${t('my.uploadFailed')}: ${(err as Error).message}`)
        } finally {
          setBusy(false)
        }
      }}
    >
      {value && !busy ? (
        <img className="avatar-upload-image" src={value} alt={t('my.avatar')} />
      ) : (
        <span className="avatar-upload-empty">
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{t('my.avatarUpload')}</span>
        </span>
      )}
    </Upload>
  )
}
