import {
  MoreOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  ReloadOutlined,
} from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { App, Button, Dropdown, Empty, Input, type MenuProps, Spin, Tooltip, Tree } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePermission } from '../../shell/permission/use-permission'
import { api } from '../../shell/request/client'
import { toast } from '../../shell/toast'
import { UpsertDialog } from '../form/UpsertDialog'
import { useUpsert } from '../form/use-upsert'
import { consoleFont, textWidth } from '../table/text-width'
import type { Resource, Row } from '../types'
import type { TreeNode } from './build-tree'
import { type PanelRow, useTreePanelState } from './tree-panel-state'
import { useTreeOrder } from './use-tree-order'
import './tree-panel.css'

export type MenuItem = NonNullable<MenuProps['items']>[number]
type Node = { key: number; title: string; children?: Node[] }

export interface TreePanelProps<T extends PanelRow> {
  resource: Resource
  /** translation key of the panel's heading */
  title: string
  rows: readonly T[]
  loading?: boolean
  selected?: number
  /** undefined: the entry standing for none (`allLabel`) was chosen */
  onSelect?(row: T | undefined): void
  /** a list without nesting (dictionary types): no expanders, no "add child", drops only between rows */
  flat?: boolean
  /** what a node shows; default its name */
  text?: (row: T) => string
  /** what the search looks in; default what the node shows */
  searchText?: (row: T) => string
  /** more after the name (a dictionary type's key) */
  extra?: (row: T) => ReactNode
  /** translation key of a first entry standing for none chosen ("all files") */
  allLabel?: string
  /** translation keys: the head's add button, the menu's "add child", the search box */
  texts?: { add?: string; addChild?: string; search?: string }
  /** the page's own entries of a node's menu, shown between "add child" and edit */
  menu?: (row: T) => MenuItem[]
  /** what delete does (a dialog of the page's own); default: asks, then the resource's delete */
  onDelete?: (row: T) => void
  /** prefixes of other resources whose screens show this tree's names, reloaded after a change */
  alsoRefresh?: string[]
  formWidth?: number
  className?: string
}

const nameOf = (row: PanelRow) => String((row as { name?: unknown }).name ?? '')
/** A tree level's indent, a node's switcher and paddings, an extra's and the actions button's room. */
const INDENT = 24
const NODE_ROOM = 24 + 16 + 28 + 20
const EXTRA_ROOM = 64

/** How wide the tree's widest name wants the panel, at its depth (whether shown or folded). */
function treeWidth(nodes: readonly Node[], withExtra: boolean): number {
  let widest = 0
  const walk = (list: readonly Node[], depth: number) => {
    for (const n of list) {
      widest = Math.max(widest, depth * INDENT + textWidth(n.title, consoleFont()))
      if (n.children) walk(n.children, depth + 1)
    }
  }
  walk(nodes, 0)
  return Math.ceil(widest) + NODE_ROOM + (withExtra ? EXTRA_ROOM : 0)
}

const toNodes = <T extends PanelRow>(tree: readonly TreeNode<T>[], text: (row: T) => string): Node[] =>
  tree.map((n) => ({
    key: n.id,
    title: text(n),
    ...(n.children ? { children: toNodes(n.children, text) } : {}),
  }))

/**
 * The side tree of a screen: search (matches keep their ancestors), expand and collapse, drag to
 * reorder or move (the resource's `order` route), add, and a menu per node, on right-click or its
 * ⋯ button: add child, the page's entries, edit, delete. Each action shows only with its permission.
 */
export function TreePanel<T extends PanelRow>(props: TreePanelProps<T>) {
  const { resource, rows, selected, onSelect, flat, extra, allLabel, texts = {}, alsoRefresh = [] } = props
  const text = props.text ?? nameOf
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const queryClient = useQueryClient()
  const state = useTreePanelState(rows, props.searchText ?? text)
  const upsert = useUpsert(resource)
  const order = useTreeOrder(resource, state.tree as never, alsoRefresh)
  const can = {
    add: usePermission(resource.perm('add')),
    update: usePermission(resource.perm('update')),
    delete: usePermission(resource.perm('delete')),
    order: usePermission(resource.perm('order')),
  }
  const byId = new Map(rows.map((r) => [r.id, r]))
  const refresh = () =>
    Promise.all(
      [resource.prefix, ...alsoRefresh].map((prefix) =>
        queryClient.invalidateQueries({ queryKey: [prefix] }),
      ),
    )

  const remove = (row: T) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('crud.tree.deleteConfirm', { name: text(row) }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        api.post(resource.url('delete'), { ids: [row.id] }).then(
          () => {
            toast.success(t('crud.deleted'))
            if (row.id === selected) onSelect?.(undefined)
            return refresh()
          },
          (err: Error) => toast.error(err.message),
        ),
    })

  const menuOf = (row: T): MenuItem[] =>
    [
      can.add &&
        !flat && {
          key: 'add-child',
          label: t(texts.addChild ?? 'crud.tree.addChild'),
          onClick: () => upsert.openAdd({ parentId: row.id }),
        },
      ...(props.menu?.(row) ?? []),
      can.update && {
        key: 'edit',
        label: t('crud.edit'),
        onClick: () => void upsert.openEdit(row as unknown as Row),
      },
      can.delete && {
        key: 'delete',
        label: t('crud.delete'),
        danger: true,
        onClick: () => (props.onDelete ?? remove)(row),
      },
    ].filter((i): i is Exclude<typeof i, false | undefined> => !!i)

  const title = (node: Node) => {
    const row = byId.get(node.key)
    const hit = row && state.isHit(row)
    // a long name is cut with an ellipsis; the whole name shows on hover
    const label = (
      <>
        <span className={hit ? 'tree-panel-name hit' : 'tree-panel-name'} title={node.title}>
          {node.title}
        </span>
        {row && extra && <span className="tree-panel-extra">{extra(row)}</span>}
      </>
    )
    const items = row ? menuOf(row) : []
    if (!items.length) return <span className="tree-panel-node">{label}</span>
    return (
      <Dropdown trigger={['contextMenu']} menu={{ items }}>
        <span className="tree-panel-node">
          {label}
          <Dropdown trigger={['click']} menu={{ items }}>
            <Button
              type="text"
              size="small"
              className="tree-panel-more"
              icon={<MoreOutlined />}
              aria-label={t('crud.tree.actions', { name: node.title })}
              onClick={(e) => e.stopPropagation()}
            />
          </Dropdown>
        </span>
      </Dropdown>
    )
  }

  const nodes = toNodes(state.shown, text)
  const treeData = allLabel ? [{ key: 0, title: t(allLabel) }, ...nodes] : nodes
  // "all files" alone is no empty tree; a search that finds nothing is
  const empty = !props.loading && nodes.length === 0 && (!allLabel || !!state.match)

  return (
    <div className={`tree-panel${flat ? ' flat' : ''} ${props.className ?? ''}`}>
      {/* what the panel would take for its names, for a side panel that fits them (within bounds) */}
      <div className="tree-panel-size" style={{ width: treeWidth(treeData, !!extra) }} />
      <div className="tree-panel-head">
        <span>{t(props.title)}</span>
        {!flat && (
          <Tooltip title={t(state.allOpen ? 'crud.tree.collapseAll' : 'crud.tree.expandAll')}>
            <Button
              type="text"
              size="small"
              icon={state.allOpen ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
              aria-label={t(state.allOpen ? 'crud.tree.collapseAll' : 'crud.tree.expandAll')}
              onClick={() => state.setExpanded(state.allOpen ? [] : undefined)}
            />
          </Tooltip>
        )}
        <Tooltip title={t('crud.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('crud.refresh')}
            onClick={() => void refresh()}
          />
        </Tooltip>
        {can.add && (
          <Tooltip title={t(texts.add ?? 'crud.add')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t(texts.add ?? 'crud.add')}
              onClick={() => upsert.openAdd(flat ? undefined : { parentId: selected || null })}
            />
          </Tooltip>
        )}
      </div>
      <Input.Search
        className="tree-panel-search"
        allowClear
        placeholder={t(texts.search ?? 'crud.tree.search')}
        value={state.keyword}
        onChange={(e) => state.search(e.target.value)}
      />
      <div className="tree-panel-body">
        <Spin spinning={!!props.loading || order.busy}>
          <Tree<Node>
            blockNode
            treeData={treeData}
            expandedKeys={state.expandedKeys}
            onExpand={(keys) => state.setExpanded(keys)}
            selectedKeys={selected === undefined ? (allLabel ? [0] : []) : [selected]}
            onSelect={(_, { node }) => onSelect?.(byId.get(node.key))}
            draggable={can.order ? { icon: false, nodeDraggable: (n) => n.key !== 0 } : false}
            allowDrop={({ dropNode, dropPosition }) => dropNode.key !== 0 && (!flat || dropPosition !== 0)}
            onDrop={(info) => {
              const at = Number(info.node.pos.split('-').pop())
              const place = !info.dropToGap ? 'inside' : info.dropPosition - at < 0 ? 'before' : 'after'
              order.move(info.dragNode.key, info.node.key, place)
            }}
            titleRender={title}
          />
          {empty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        </Spin>
      </div>
      <UpsertDialog resource={resource} upsert={upsert} width={props.formWidth ?? 480} />
    </div>
  )
}
