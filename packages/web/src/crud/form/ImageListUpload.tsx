import { CloseOutlined, PlusOutlined } from '@ant-design/icons'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAreaTexts } from '../../shell/i18n/areas'
import { FilePicker } from '../../shell/upload/file-picker'
import type { WidgetProps } from '../types'
import './image-upload.css'

/**
 * Several images, their URLs the value in order (goods' pictures): each with a button removing it,
 * and a tile adding more from the console's file picker, up to `limit`. Without a module keeping
 * files the list is shown, not added to.
 */
export function ImageListUpload({
  value,
  onChange,
  disabled,
  limit,
}: WidgetProps<string[] | null> & { limit: number }) {
  useAreaTexts('crud')
  const { t } = useTranslation()
  const [picking, setPicking] = useState(false)
  const urls = value ?? []
  const room = limit - urls.length
  return (
    <div className="image-list-upload">
      {urls.map((url, i) => (
        <span key={url} className="image-upload-tile image-list-item">
          <img className="image-upload-image" src={url} alt="" />
          {!disabled && (
            <button
              type="button"
              className="image-list-remove"
              aria-label={t('crud.file.remove', { n: i + 1 })}
              onClick={() => onChange?.(urls.filter((u) => u !== url))}
            >
              <CloseOutlined />
            </button>
          )}
        </span>
      ))}
      {FilePicker && room > 0 && (
        <button type="button" className="image-upload" disabled={disabled} onClick={() => setPicking(true)}>
          <span className="image-upload-tile">
            <span className="image-upload-empty">
              <PlusOutlined />
              <span>{t('crud.file.addImages', { n: room })}</span>
            </span>
          </span>
        </button>
      )}
      {FilePicker && picking && (
        <Suspense>
          <FilePicker
            open
            accept="image/*"
            limit={room}
            onClose={() => setPicking(false)}
            onPick={(picked) =>
              onChange?.([...urls, ...picked.filter((u) => !urls.includes(u))].slice(0, limit))
            }
          />
        </Suspense>
      )}
    </div>
  )
}
