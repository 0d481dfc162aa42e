import { MoreOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons'
import { Button, Dropdown, Input, Spin, Tooltip, Tree } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterTree, UpsertDialog, useUpsert } from '../../../../crud'
import { usePermission } from '../../../../shell/permission/use-permission'
import { departmentResource } from '../../resources/department'
import { DeleteDepartmentDialog } from './DeleteDepartmentDialog'
import { useDepartmentChanges } from './use-department-changes'
import { type Department, toTreeData, useDepartments } from './use-departments'
import './department-tree.css'

interface Props {
  selected?: number
  onSelect(department: Department): void
}

/** The department tree of the users screen: search, add, edit, delete, and drag to reorder. */
export function DepartmentTree({ selected, onSelect }: Props) {
  const { t } = useTranslation()
  const { rows, tree, loading } = useDepartments()
  const [keyword, setKeyword] = useState('')
  const [deleting, setDeleting] = useState<Department>()
  const upsert = useUpsert(departmentResource)
  const changes = useDepartmentChanges(tree)
  const can = {
    add: usePermission(departmentResource.perm('add')),
    update: usePermission(departmentResource.perm('update')),
    delete: usePermission(departmentResource.perm('delete')),
    order: usePermission(departmentResource.perm('order')),
  }
  const byId = new Map(rows.map((d) => [d.id, d]))
  const match = keyword.trim().toLowerCase()

  const menuOf = (d: Department) =>
    [
      can.add && {
        key: 'add',
        label: t('sys-department.addChild'),
        onClick: () => upsert.openAdd({ parentId: d.id }),
      },
      can.update && { key: 'edit', label: t('crud.edit'), onClick: () => void upsert.openEdit(d as never) },
      can.delete && { key: 'delete', label: t('crud.delete'), danger: true, onClick: () => setDeleting(d) },
    ].filter((i) => !!i)

  const title = (node: { key: number; title: string }) => {
    const d = byId.get(node.key)
    const items = d ? menuOf(d) : []
    const hit = match && node.title.toLowerCase().includes(match)
    // a long name is cut with an ellipsis; the whole name shows on hover
    const label = (
      <span className={hit ? 'department-name hit' : 'department-name'} title={node.title}>
        {node.title}
      </span>
    )
    if (!items.length) return label
    return (
      <Dropdown trigger={['contextMenu']} menu={{ items }}>
        <span className="department-node">
          {label}
          <Dropdown trigger={['click']} menu={{ items }}>
            <Button
              type="text"
              size="small"
              className="department-more"
              icon={<MoreOutlined />}
              aria-label={t('sys-department.actions', { name: node.title })}
              onClick={(e) => e.stopPropagation()}
            />
          </Dropdown>
        </span>
      </Dropdown>
    )
  }

  return (
    <div className="department-tree">
      <div className="department-tree-head">
        <span>{t('sys-department.tree')}</span>
        <Tooltip title={t('crud.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('crud.refresh')}
            onClick={changes.refresh}
          />
        </Tooltip>
        {can.add && (
          <Tooltip title={t('crud.add')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('sys-department.add')}
              onClick={() => upsert.openAdd({ parentId: selected ?? null })}
            />
          </Tooltip>
        )}
      </div>
      <Input.Search
        className="department-search"
        allowClear
        placeholder={t('sys-department.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <div className="department-tree-body">
        <Spin spinning={loading || changes.busy}>
          <Tree
            blockNode
            defaultExpandAll
            // remounted when the rows or the search change, so that everything found shows expanded
            key={`${rows.length}:${match}`}
            treeData={toTreeData(
              match ? filterTree(tree, (d) => d.name.toLowerCase().includes(match)) : tree,
            )}
            selectedKeys={selected === undefined ? [] : [selected]}
            onSelect={(_, { node }) => {
              const d = byId.get(node.key as number)
              if (d) onSelect(d)
            }}
            draggable={can.order ? { icon: false } : false}
            onDrop={(info) =>
              changes.move(
                info.dragNode.key as number,
                info.node.key as number,
                info.dropToGap ? (info.dropPosition < 0 ? 'before' : 'after') : 'inside',
              )
            }
            titleRender={(node) => title(node as unknown as { key: number; title: string })}
          />
        </Spin>
      </div>
      <UpsertDialog resource={departmentResource} upsert={upsert} width={480} />
      <DeleteDepartmentDialog
        department={deleting}
        busy={changes.busy}
        onCancel={() => setDeleting(undefined)}
        onDelete={(deleteUser) =>
          deleting && changes.remove(deleting.id, deleteUser).then(() => setDeleting(undefined))
        }
      />
    </div>
  )
}
