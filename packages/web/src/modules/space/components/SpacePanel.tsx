import { DeleteOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons'
import { App, Button, Empty, Image, Input, Modal, Pagination, Spin, TreeSelect, Upload } from 'antd'
import { type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ViewGroup } from '../../../crud'
import { toast, usePermission } from '../../../shell'
import { typeOfAccept } from '../file-types'
import { fileResource, type SpaceFile, type SpaceFolder } from '../resources'
import { FileTile } from './FileTile'
import { FolderTree } from './FolderTree'
import { PAGE_SIZE, useFiles, useFolders, useSpaceUpload, useSpaceWrites } from './use-space'
import './space.css'

interface Props {
  /** how many files may be selected (the picker's limit); with 1 a click replaces the selection */
  limit?: number
  /** `image/*` and the like filter the listing by type and the upload dialog by kind */
  accept?: string
  selection: SpaceFile[]
  onSelectionChange(files: SpaceFile[]): void
}

/** The file space (ui facts §6.6): folders on the left, a grid of files on the right. */
export function SpacePanel({ limit, accept, selection, onSelectionChange }: Props) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const [folder, setFolder] = useState<SpaceFolder>()
  const [page, setPage] = useState(1)
  const [preview, setPreview] = useState<SpaceFile>()
  const [renaming, setRenaming] = useState<{ file: SpaceFile; name: string }>()
  const [moving, setMoving] = useState<{ file: SpaceFile; classifyId: number | null }>()
  const [dragging, setDragging] = useState(false)
  const files = useFiles({ page, classifyId: folder?.id, type: typeOfAccept(accept) })
  const folders = useFolders()
  const upload = useSpaceUpload(folder?.id)
  const { update, remove } = useSpaceWrites()
  const can = {
    add: usePermission(fileResource.perm('add')),
    update: usePermission(fileResource.perm('update')),
    delete: usePermission(fileResource.perm('delete')),
  }
  const list = files.data?.list ?? []

  const uploadAll = async (chosen: File[]) => {
    for (const file of chosen) {
      await upload
        .mutateAsync(file)
        .catch((err: Error) => toast.error(`${t('space.uploadFailed')}: ${err.message}`))
    }
    setPage(1)
  }

  const toggle = (file: SpaceFile) => {
    if (selection.some((f) => f.id === file.id))
      return onSelectionChange(selection.filter((f) => f.id !== file.id))
    if (limit === 1) return onSelectionChange([file])
    if (limit && selection.length >= limit) return toast.warning(t('space.limit', { limit }))
    onSelectionChange([...selection, file])
  }

  const confirmDelete = (ids: number[]) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('space.deleteConfirm'),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(ids)
          .then(() => {
            toast.success(t('space.deleted'))
            onSelectionChange(selection.filter((f) => !ids.includes(f.id)))
          })
          .catch(() => undefined),
    })

  const open = (file: SpaceFile) => {
    if (['image', 'video', 'audio'].includes(file.type)) return setPreview(file)
    // PDFs open in the browser's own viewer; other files download
    if (file.type === 'pdf') return window.open(file.url, '_blank', 'noopener')
    const a = document.createElement('a')
    a.href = file.url
    a.download = file.name
    a.click()
  }

  const menuOf = (file: SpaceFile) =>
    [
      {
        key: 'preview',
        label: t(['pdf', 'image', 'video', 'audio'].includes(file.type) ? 'space.preview' : 'space.download'),
        onClick: () => open(file),
      },
      {
        key: 'copy',
        label: t('space.copyLink'),
        onClick: () =>
          navigator.clipboard
            .writeText(new URL(file.url, window.location.href).href)
            .then(() => toast.success(t('space.copied'))),
      },
      can.update && {
        key: 'rename',
        label: t('space.rename'),
        onClick: () => setRenaming({ file, name: file.name }),
      },
      can.update && {
        key: 'move',
        label: t('space.move'),
        onClick: () => setMoving({ file, classifyId: file.classifyId ?? null }),
      },
      can.delete && {
        key: 'delete',
        label: t('crud.delete'),
        danger: true,
        onClick: () => confirmDelete([file.id]),
      },
    ].filter((i) => !!i)

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    if (can.add && e.dataTransfer.files.length) void uploadAll([...e.dataTransfer.files])
  }

  return (
    <ViewGroup
      side={
        <FolderTree
          selected={folder?.id}
          onSelect={(f) => {
            setFolder(f)
            setPage(1)
          }}
        />
      }
      title={t('space.fileList')}
      selected={folder?.name ?? t('space.all')}
    >
      <section
        aria-label={t('space.fileList')}
        className={dragging ? 'space-files dragging' : 'space-files'}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="space-toolbar">
          <Button icon={<ReloadOutlined />} onClick={() => void files.refetch()}>
            {t('crud.refresh')}
          </Button>
          {can.add && (
            <Upload
              multiple
              accept={accept}
              showUploadList={false}
              beforeUpload={(file, chosen) => {
                // the whole choice at once, when its first file arrives
                if (chosen[0] === file) void uploadAll(chosen)
                return false
              }}
            >
              <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
                {t('space.upload')}
              </Button>
            </Upload>
          )}
          {can.delete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selection.length === 0}
              onClick={() => confirmDelete(selection.map((f) => f.id))}
            >
              {t('space.deleteSelected')}
            </Button>
          )}
        </div>
        <Spin spinning={files.isFetching}>
          {list.length === 0 ? (
            <Empty className="space-empty" description={t('space.empty')} />
          ) : (
            <ul className="space-grid" aria-label={t('space.fileList')}>
              {list.map((file) => (
                <FileTile
                  key={file.id}
                  file={file}
                  order={selection.findIndex((f) => f.id === file.id) + 1}
                  menu={menuOf(file)}
                  onClick={() => toggle(file)}
                />
              ))}
            </ul>
          )}
        </Spin>
        <Pagination
          className="space-pagination"
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={files.data?.pagination.total ?? 0}
          showSizeChanger={false}
          showTotal={(total) => t('space.total', { total })}
          onChange={setPage}
        />
      </section>
      {preview?.type === 'image' && (
        <Image
          className="space-hidden"
          src={preview.url}
          preview={{ open: true, onOpenChange: (o) => !o && setPreview(undefined) }}
        />
      )}
      <Modal
        open={!!preview && preview.type !== 'image'}
        title={preview?.name}
        footer={null}
        width={720}
        destroyOnHidden
        onCancel={() => setPreview(undefined)}
      >
        {preview?.type === 'video' && (
          // uploaded files come without captions
          <video className="space-player" src={preview.url} controls autoPlay>
            <track kind="captions" />
          </video>
        )}
        {preview?.type === 'audio' && (
          <audio className="space-player" src={preview.url} controls autoPlay>
            <track kind="captions" />
          </audio>
        )}
      </Modal>
      <Modal
        open={!!renaming}
        title={t('space.rename')}
        width={400}
        okText={t('crud.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !renaming?.name.trim(), loading: update.isPending }}
        onCancel={() => setRenaming(undefined)}
        onOk={() =>
          renaming &&
          update
            .mutateAsync({ id: renaming.file.id, name: renaming.name.trim() })
            .then(() => setRenaming(undefined))
            .catch(() => undefined)
        }
      >
        <Input
          aria-label={t('space.fields.name')}
          maxLength={200}
          value={renaming?.name}
          onChange={(e) => renaming && setRenaming({ ...renaming, name: e.target.value })}
        />
      </Modal>
      <Modal
        open={!!moving}
        title={t('space.move')}
        width={400}
        okText={t('crud.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: update.isPending }}
        onCancel={() => setMoving(undefined)}
        onOk={() =>
          moving &&
          update
            .mutateAsync({ id: moving.file.id, classifyId: moving.classifyId })
            .then(() => setMoving(undefined))
            .catch(() => undefined)
        }
      >
        <TreeSelect
          className="space-move-select"
          aria-label={t('space.fields.classifyId')}
          allowClear
          treeDefaultExpandAll
          placeholder={t('space.all')}
          value={moving?.classifyId ?? undefined}
          treeData={toTreeData(folders.tree)}
          onChange={(v) => moving && setMoving({ ...moving, classifyId: v ?? null })}
        />
      </Modal>
    </ViewGroup>
  )
}

type FolderNode = SpaceFolder & { children?: FolderNode[] }
type Option = { value: number; title: string; children?: Option[] }
const toTreeData = (nodes: readonly FolderNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.name,
    ...(n.children ? { children: toTreeData(n.children) } : {}),
  }))
