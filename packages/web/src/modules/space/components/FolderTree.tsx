import { MoreOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Checkbox, Dropdown, Modal, Tooltip, Tree } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type TreeNode, UpsertDialog, useUpsert } from '../../../crud'
import { usePermission } from '../../../shell/permission/use-permission'
import { folderResource, type SpaceFolder } from '../resources'
import { useFolders, useSpaceWrites } from './use-space'

/** Tree data with the "all files" entry (key 0) on top. */
type Node = { key: number; title: string; children?: Node[] }
const toNodes = (nodes: readonly TreeNode<SpaceFolder>[]): Node[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, ...(n.children ? { children: toNodes(n.children) } : {}) }))

interface Props {
  selected?: number
  onSelect(folder: SpaceFolder | undefined): void
}

/** The folders of the file space: all files, then the tree; right-click to edit or delete. */
export function FolderTree({ selected, onSelect }: Props) {
  const { t } = useTranslation()
  const { rows, tree } = useFolders()
  const upsert = useUpsert(folderResource)
  const { removeFolder } = useSpaceWrites()
  const [deleting, setDeleting] = useState<SpaceFolder>()
  const [deleteFiles, setDeleteFiles] = useState(false)
  const can = {
    add: usePermission(folderResource.perm('add')),
    update: usePermission(folderResource.perm('update')),
    delete: usePermission(folderResource.perm('delete')),
  }
  const byId = new Map(rows.map((f) => [f.id, f]))

  const menuOf = (f: SpaceFolder) =>
    [
      can.add && { key: 'add', label: t('space.addSub'), onClick: () => upsert.openAdd({ parentId: f.id }) },
      can.update && { key: 'edit', label: t('crud.edit'), onClick: () => void upsert.openEdit(f as never) },
      can.delete && { key: 'delete', label: t('crud.delete'), danger: true, onClick: () => setDeleting(f) },
    ].filter((i) => !!i)

  const title = (node: Node) => {
    const f = byId.get(node.key)
    const items = f ? menuOf(f) : []
    if (!items.length) return <span className="space-folder-name">{node.title}</span>
    return (
      <Dropdown trigger={['contextMenu']} menu={{ items }}>
        <span className="space-folder-node">
          <span className="space-folder-name">{node.title}</span>
          <Dropdown trigger={['click']} menu={{ items }}>
            <Button
              type="text"
              size="small"
              className="space-folder-more"
              icon={<MoreOutlined />}
              aria-label={t('space.folderActions', { name: node.title })}
              onClick={(e) => e.stopPropagation()}
            />
          </Dropdown>
        </span>
      </Dropdown>
    )
  }

  return (
    <div className="space-folders">
      <div className="space-folders-head">
        <span>{t('space.category')}</span>
        {can.add && (
          <Tooltip title={t('space.addFolder')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('space.addFolder')}
              onClick={() => upsert.openAdd({ parentId: selected ?? null })}
            />
          </Tooltip>
        )}
      </div>
      <Tree<Node>
        className="space-folders-tree"
        blockNode
        defaultExpandAll
        selectedKeys={[selected ?? 0]}
        treeData={[{ key: 0, title: t('space.all') }, ...toNodes(tree)]}
        titleRender={title}
        onSelect={(_, { node }) => onSelect(byId.get(node.key))}
      />
      <UpsertDialog resource={folderResource} upsert={upsert} width={400} />
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
    </div>
  )
}
