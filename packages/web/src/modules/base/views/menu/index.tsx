import { ExportOutlined, ImportOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons'
import { MenuType } from '@backroom/contract'
import { Button } from 'antd'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buildTree, CrudPage, type Row, RowLink, useCrud, useRowDrag } from '../../../../crud'
import { useAreaTexts, usePermission } from '../../../../shell'
import { AutoPermsDialog } from '../../components/menu/AutoPermsDialog'
import { ImportMenusDialog } from '../../components/menu/ImportMenusDialog'
import { useMenuExchange } from '../../components/menu/use-menu-exchange'
import { useSidebarFollowsMenus } from '../../components/menu/use-sidebar-sync'
import { menuResource } from '../../resources/menu'

/**
 * Menus as a tree table: drag a row before, after or into another, add below a row, auto-add an entity's permissions, export and import;
 * the sidebar follows every change.
 */
export default function MenuPage() {
  useAreaTexts('crud', 'sys-menu')
  const { t } = useTranslation()
  const crud = useCrud(menuResource, { mode: 'list' })
  const tree = useMemo(() => buildTree(crud.table.rows as never) as unknown as Row[], [crud.table.rows])
  const onRow = useRowDrag(menuResource, tree as never)
  const [permsFor, setPermsFor] = useState<Row>()
  const file = useRef<HTMLInputElement>(null)
  const exchange = useMenuExchange()
  useSidebarFollowsMenus()
  const can = {
    add: usePermission(menuResource.perm('add')),
    export: usePermission(menuResource.perm('export')),
    import: usePermission(menuResource.perm('import')),
  }
  const { keys } = crud.table.selection
  const child = (row: Row) => ({
    parentId: row.id,
    type: row.type === MenuType.directory ? MenuType.page : MenuType.button,
  })
  // right-click on a row: what its operation column offers
  const rowMenu = (row: Row) =>
    [
      can.add &&
        row.type !== MenuType.button && {
          key: 'add-child',
          label: t('crud.tree.addChild'),
          onClick: () => crud.upsert.openAdd(child(row)),
        },
      can.add &&
        row.type === MenuType.page && {
          key: 'auto-perms',
          label: t('sys-menu.auto.open'),
          onClick: () => setPermsFor(row),
        },
    ].filter((i) => !!i)

  return (
    <>
      <CrudPage
        crud={crud}
        tree={{ rows: tree, onRow }}
        rowMenu={rowMenu}
        formWidth={760}
        excel={false}
        selectable={can.export || undefined}
        rowActions={{
          width: 280,
          extra: (row) =>
            can.add &&
            row.type !== MenuType.button && (
              <>
                <RowLink icon={<PlusOutlined />} onClick={() => crud.upsert.openAdd(child(row))}>
                  {t('sys-menu.addChild')}
                </RowLink>
                {row.type === MenuType.page && (
                  <RowLink icon={<SafetyOutlined />} onClick={() => setPermsFor(row)}>
                    {t('sys-menu.auto.open')}
                  </RowLink>
                )}
              </>
            ),
        }}
        toolbar={
          <>
            {can.export && (
              <Button
                icon={<ExportOutlined />}
                disabled={keys.length === 0}
                loading={exchange.exportMenus.isPending}
                onClick={() => exchange.exportMenus.mutate(keys)}
              >
                {t('sys-menu.export')}
              </Button>
            )}
            {can.import && (
              <Button icon={<ImportOutlined />} onClick={() => file.current?.click()}>
                {t('sys-menu.import')}
              </Button>
            )}
          </>
        }
      />
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="menu-import-file"
        onChange={(e) => {
          const chosen = e.target.files?.[0]
          e.target.value = ''
          if (chosen) void exchange.importFile(chosen)
        }}
      />
      <AutoPermsDialog page={permsFor} onClose={() => setPermsFor(undefined)} />
      <ImportMenusDialog file={exchange.importing} onClose={exchange.closeImport} />
    </>
  )
}
