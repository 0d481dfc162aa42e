import { CloseOutlined, InboxOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Dropdown, Progress, Upload, type UploadFile } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast, uploadFile } from '../../../shell'

export interface SpaceUploadProps {
  /** pictures (default) or any file */
  type?: 'image' | 'file'
  accept?: string
  multiple?: boolean
  /** at most this many files when multiple (default 9) */
  limit?: number
  /** a file of this many MB or more is refused (default 100) */
  limitSize?: number
  /** 50 px tiles */
  small?: boolean
  /** the files can be reordered by dragging */
  draggable?: boolean
  /** a drop zone instead of a button */
  drag?: boolean
  text?: string
  /** a check of its own: false refuses the file */
  beforeUpload?(file: File): boolean
  /** renders each uploaded file instead of the default tile */
  itemRender?(url: string): ReactNode
  /** a URL when single, URLs when multiple */
  value?: string | string[] | null
  onChange?(value: string | string[]): void
}

const nameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() ?? url)

/** The upload component (ui facts §6.1–6.4): a picture or file list bound to URLs, uploaded at once. */
export function SpaceUpload({
  type = 'image',
  accept = type === 'image' ? 'image/*' : undefined,
  multiple = false,
  limit = 9,
  limitSize = 100,
  small,
  draggable,
  drag,
  text,
  beforeUpload,
  itemRender,
  value,
  onChange,
}: SpaceUploadProps) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<UploadFile[]>([])
  /** uploads under way, by their file's uid: removing the tile cancels them */
  const running = useRef(new Map<string, AbortController>())
  const [dragged, setDragged] = useState<string>()
  const urls = value ? (Array.isArray(value) ? value : [value]) : []
  const latest = useRef(urls)
  latest.current = urls
  const max = multiple ? limit : 1
  const emit = (next: string[]) => {
    // uploads finishing together each add to what the one before left
    latest.current = next
    onChange?.(multiple ? next : (next.at(-1) ?? ''))
  }

  const fileList: UploadFile[] = [
    ...urls.map((url) => ({ uid: url, name: nameOf(url), url, status: 'done' as const })),
    ...pending,
  ]

  /** A finished file leaves the value; one still uploading is cancelled. */
  const remove = (file: UploadFile) => {
    const upload = running.current.get(file.uid)
    if (upload) return upload.abort()
    emit(latest.current.filter((u) => u !== file.url))
  }

  const check = (file: File, chosen: File[]) => {
    if (file.size >= limitSize * 1024 * 1024) {
      toast.error(t('space.uploadTooLarge', { n: limitSize }))
      return Upload.LIST_IGNORE
    }
    // antd asks file by file, before the list grows: the room is the same for the whole choice
    const room = max - fileList.length
    const index = chosen.indexOf(file)
    if (multiple && index >= room) {
      if (index === Math.max(room, 0)) toast.warning(t('space.uploadTooMany', { n: max }))
      return Upload.LIST_IGNORE
    }
    if (beforeUpload && !beforeUpload(file)) return Upload.LIST_IGNORE
    return true
  }

  const props = {
    accept,
    multiple,
    fileList,
    listType: type === 'image' && !drag ? ('picture-card' as const) : ('text' as const),
    className: small ? 'space-upload small' : 'space-upload',
    beforeUpload: check,
    itemRender: (node: ReactNode, file: UploadFile) => {
      const shown = itemRender ? (
        <div className="space-upload-custom">{itemRender(file.url ?? file.name)}</div>
      ) : (
        node
      )
      const content = file.url ? (
        <TileMenu url={file.url} onDelete={() => remove(file)}>
          {shown}
        </TileMenu>
      ) : (
        shown
      )
      if (!draggable || !file.url) return content
      const url = file.url
      return (
        // biome-ignore lint/a11y/noStaticElementInteractions: a mouse-only shortcut; the order is also the upload order
        <div
          className="space-upload-sortable"
          draggable
          onDragStart={() => setDragged(url)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (!dragged || dragged === url) return
            const rest = latest.current.filter((u) => u !== dragged)
            rest.splice(rest.indexOf(url), 0, dragged)
            emit(rest)
            setDragged(undefined)
          }}
        >
          {content}
        </div>
      )
    },
    onRemove: remove,
    customRequest: async ({ file }: { file: unknown }) => {
      const f = file as File & { uid: string }
      const controller = new AbortController()
      running.current.set(f.uid, controller)
      setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading', percent: 0 }])
      const onProgress = (share: number) =>
        setPending((p) => p.map((x) => (x.uid === f.uid ? { ...x, percent: Math.round(share * 100) } : x)))
      try {
        const url = await uploadFile(f, { onProgress, signal: controller.signal })
        emit(multiple ? [...latest.current, url] : [url])
      } catch (err) {
        if (!controller.signal.aborted) toast.error(`${t('space.uploadFailed')}: ${(err as Error).message}`)
      } finally {
        running.current.delete(f.uid)
        setPending((p) => p.filter((x) => x.uid !== f.uid))
      }
    },
  }

  if (drag) {
    return (
      <Upload.Dragger {...props}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{text ?? t('space.dragText', { n: limitSize })}</p>
      </Upload.Dragger>
    )
  }
  const full = fileList.length >= max && multiple
  // a single picture is its own trigger: clicking it uploads a replacement
  const single = type === 'image' && !multiple
  return (
    <Upload {...props} showUploadList={!single}>
      {full ? null : single && urls[0] && !pending.length ? (
        <TileMenu url={urls[0]} onDelete={() => emit([])}>
          <img className="space-upload-single" src={urls[0]} alt={nameOf(urls[0])} />
        </TileMenu>
      ) : type === 'image' && pending[0] ? (
        // the picture on its way: how far it is, and a way to stop it
        <span className="space-upload-trigger">
          <Progress type="circle" size={small ? 32 : 48} percent={pending[0].percent} />
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('space.cancelUpload')}
            onClick={(e) => {
              e.stopPropagation()
              running.current.get(pending[0].uid)?.abort()
            }}
          />
        </span>
      ) : type === 'image' ? (
        <span className="space-upload-trigger">
          <PlusOutlined />
          {!small && <span>{text ?? t('space.selectPicture')}</span>}
        </span>
      ) : (
        <Button color="green" variant="solid" icon={<UploadOutlined />}>
          {text ?? t('space.selectFile')}
        </Button>
      )}
    </Upload>
  )
}

/** Right-click on an uploaded file: preview it, copy its link, or take it out. */
function TileMenu({ url, onDelete, children }: { url: string; onDelete(): void; children: ReactNode }) {
  const { t } = useTranslation()
  const items = [
    { key: 'preview', label: t('space.preview'), onClick: () => window.open(url, '_blank', 'noopener') },
    {
      key: 'copy',
      label: t('space.copyLink'),
      onClick: () =>
        navigator.clipboard
          .writeText(new URL(url, window.location.href).href)
          .then(() => toast.success(t('space.copied'))),
    },
    { key: 'delete', label: t('crud.delete'), danger: true, onClick: onDelete },
  ]
  return (
    <Dropdown menu={{ items }} trigger={['contextMenu']}>
      <div className="space-upload-item">{children}</div>
    </Dropdown>
  )
}
