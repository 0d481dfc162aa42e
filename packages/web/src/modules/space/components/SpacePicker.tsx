import { CloseOutlined, FolderOpenOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { spaceFileType } from '../file-types'
import type { SpaceFile } from '../resources'
import PickerDialog from './PickerDialog'

interface Props {
  /** several files (default) or one; one forces the limit to 1 */
  multiple?: boolean
  /** at most this many (default 9) */
  limit?: number
  accept?: string
  /** a URL when single, URLs when multiple */
  value?: string | string[] | null
  onChange?(value: string | string[], files: SpaceFile[]): void
  /** the trigger's text (default "Select file") */
  text?: string
  /** a custom trigger instead of the button */
  children?: ReactNode
  /** shows the chosen files under the trigger (default true) */
  showList?: boolean
}

/** Picks files of the file space (ui facts §6.6): a button, the dialog, the chosen files. */
export function SpacePicker({
  multiple = true,
  limit = 9,
  accept,
  value,
  onChange,
  text,
  children,
  showList = true,
}: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const max = multiple ? limit : 1
  const urls = value ? (Array.isArray(value) ? value : [value]) : []
  const emit = (next: string[], files: SpaceFile[]) => onChange?.(multiple ? next : (next[0] ?? ''), files)

  return (
    <div className="space-picker">
      {children ? (
        // biome-ignore lint/a11y/useSemanticElements: a custom trigger wraps any content
        <span
          role="button"
          tabIndex={0}
          className="space-picker-trigger"
          onClick={() => setOpen(true)}
          onKeyDown={(e) => e.key === 'Enter' && setOpen(true)}
        >
          {children}
        </span>
      ) : (
        <Button icon={<FolderOpenOutlined />} onClick={() => setOpen(true)}>
          {text ?? t('space.selectFile')}
        </Button>
      )}
      {showList && urls.length > 0 && (
        <div className="space-picked">
          {urls.map((url) => (
            <div key={url} className="space-picked-item">
              {spaceFileType(url) === 'image' ? (
                <img src={url} alt="" />
              ) : (
                <span className="space-picked-name">{url.split('/').pop()}</span>
              )}
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined />}
                aria-label={t('crud.delete')}
                onClick={() =>
                  emit(
                    urls.filter((u) => u !== url),
                    [],
                  )
                }
              />
            </div>
          ))}
        </div>
      )}
      <PickerDialog
        open={open}
        accept={accept}
        limit={max}
        onClose={() => setOpen(false)}
        onPick={(picked, files) => emit(multiple ? [...urls, ...picked].slice(0, max) : picked, files)}
      />
    </div>
  )
}
