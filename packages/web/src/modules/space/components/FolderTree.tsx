import { Checkbox, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TreePanel } from '../../../crud'
import { fileResource, folderResource, type SpaceFolder } from '../resources'
import { useFolders, useSpaceWrites } from './use-space'

interface Props {
  selected?: number
  onSelect(folder: SpaceFolder | undefined): void
}

/** The folders of the file space in the kit's tree panel: all files, then the tree; deleting asks what becomes of the files. */
export function FolderTree({ selected, onSelect }: Props) {
  const { t } = useTranslation()
  const { rows, loading } = useFolders()
  const { removeFolder } = useSpaceWrites()
  const [deleting, setDeleting] = useState<SpaceFolder>()
  const [deleteFiles, setDeleteFiles] = useState(false)

  return (
    <>
      <TreePanel<SpaceFolder>
        className="space-folders"
        resource={folderResource}
        title="space.category"
        texts={{ add: 'space.addFolder', addChild: 'space.addSub' }}
        allLabel="space.all"
        rows={rows}
        loading={loading}
        selected={selected}
        onSelect={onSelect}
        onDelete={setDeleting}
        alsoRefresh={[fileResource.prefix]}
        formWidth={400}
      />
      <Modal
        open={!!deleting}
        title={t('space.deleteFolder', { name: deleting?.name })}
        okText={t('crud.delete')}
        okButtonProps={{ danger: true, loading: removeFolder.isPending }}
        cancelText={t('common.cancel')}
        onCancel={() => setDeleting(undefined)}
        onOk={async () => {
          if (!deleting) return
          await removeFolder.mutateAsync({ ids: [deleting.id], deleteFiles }).catch(() => undefined)
          if (deleting.id === selected) onSelect(undefined)
          setDeleting(undefined)
          setDeleteFiles(false)
        }}
      >
        <p>{t('space.deleteFolderHint')}</p>
        <Checkbox checked={deleteFiles} onChange={(e) => setDeleteFiles(e.target.checked)}>
          {t('space.deleteFiles')}
        </Checkbox>
      </Modal>
    </>
  )
}
